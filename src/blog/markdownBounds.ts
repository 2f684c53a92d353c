// The markdown parser takes quadratic time, or overflows its stack, on some shapes of text; they
// are refused before it runs: docs/decisions/0037-markdown-bounds.md.
import type { z } from 'zod'

export const MARKDOWN_BOUNDS = {
  /** UTF-16 code units, as firestore.rules' size() counts (CONTENT_MAX_LENGTH). */
  length: 100_000,
  lines: 5_000,
  /** Quotes and lists one inside another, by '>', list marks and indentation. */
  nesting: 32,
  /** Quotes, lists and nested lists begun, and underlined headings: each end costs a pass. */
  blocks: 300,
  /** One of RUN_MARKS in a row, outside a line that is only a rule or a fence. */
  run: 32,
  /** Backticks in a row outside a fence: an unclosed run is read to its paragraph's end. */
  backticks: 4,
  /** MARKUP in one paragraph (text between blank lines). */
  paragraph: 500,
  /** MARKUP in the whole text. */
  markup: 5_000,
  /** Table cells, counted generously: columns times rows. */
  cells: 2_000,
} as const

const RUN_MARKS = '*_~[]`'
const MARKUP = '*_~[]`<\\'
const MARKUP_NAMES = MARKUP.split('').join(' ')
const BLANK = /^[ \t]*$/
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/
/** A thematic break or a fence: one block to the parser, whatever its length. */
const DIVIDER = /^ {0,3}(?:([*_-])(?:[ \t]*\1){2,}[ \t]*|~{3,}.*|`{3,}[^`]*)$/
const TABLE_DELIMITER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/
const LIST_MARK = /(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/y

const count = (n: number) => n.toLocaleString('en-US')

interface LineStart {
  quotes: number
  lists: number
  /** Columns of space before the first list mark, or before the text. */
  indent: number
  /** Where the first list item's text starts, in columns. */
  itemOffset: number
  /** The line after its '>' marks. */
  quoted: string
  /** The line after its '>' and list marks. */
  rest: string
}

/** The container marks a line starts with: '>', then list marks (which may hold more '>'). */
function lineStart(line: string): LineStart {
  let i = 0
  let column = 0
  const space = () => {
    const start = column
    for (; line[i] === ' ' || line[i] === '\t'; i++)
      column = line[i] === '\t' ? column + 4 - (column % 4) : column + 1
    return column - start
  }
  let quotes = 0
  let indent = space()
  for (; line[i] === '>'; indent = space()) {
    quotes++
    i++
    column++
  }
  const quoted = line.slice(i)
  let lists = 0
  let itemOffset = 0
  for (LIST_MARK.lastIndex = i; LIST_MARK.test(line); LIST_MARK.lastIndex = i) {
    lists++
    column += LIST_MARK.lastIndex - i
    i = LIST_MARK.lastIndex
    const after = space()
    if (lists === 1) itemOffset = column - after + (after > 4 || after === 0 ? 1 : after)
    for (; line[i] === '>'; space()) {
      quotes++
      i++
      column++
    }
  }
  return { quotes, lists, indent, itemOffset, quoted, rest: line.slice(i) }
}

/** What the pass has seen so far; a list's levels are the indentation of each open one. */
interface Seen {
  quotes: number
  levels: number[]
  itemOffset: number
  blocks: number
  tableColumns: number
  cells: number
  paragraph: number
  paragraphLine: number
  markup: number
}

/** Counts the quotes and lists `start` begins; returns how deeply its text is nested. */
function containers(start: LineStart, line: 'blank' | 'rule' | 'text', seen: Seen): number {
  if (start.quotes !== seen.quotes) seen.levels = []
  seen.blocks += Math.max(0, start.quotes - seen.quotes)
  seen.quotes = start.quotes
  const { levels } = seen
  // A rule's marks ("* * *") are not list marks.
  const lists = line === 'rule' ? 0 : start.lists
  if (lists) {
    const open = levels.length
    while (levels.length && (levels.at(-1) as number) >= start.indent) levels.pop()
    // Under an item of the same list, or an outer one: not a list begun.
    const sibling = levels.length < open
    levels.push(start.indent)
    seen.blocks += lists - 1 + (sibling ? 0 : 1)
    seen.itemOffset = start.itemOffset
  } else if (line !== 'blank' && start.indent < seen.itemOffset) seen.levels = []
  return start.quotes + seen.levels.length + Math.max(0, lists - 1)
}

/** Counts the markup in `text`, one line's text; a phrase when a bound is passed. */
function inline(text: string, at: number, seen: Seen): string | null {
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string
    if (!MARKUP.includes(char)) continue
    let end = i + 1
    if (RUN_MARKS.includes(char)) while (text[end] === char) end++
    const most = char === '`' ? MARKDOWN_BOUNDS.backticks : MARKDOWN_BOUNDS.run
    if (end - i > most)
      return `has ${count(end - i)} '${char}' in a row on line ${at}; at most ${most}`
    seen.paragraph += end - i
    seen.markup += end - i
    i = end - 1
  }
  if (seen.paragraph > MARKDOWN_BOUNDS.paragraph)
    return `has more than ${MARKDOWN_BOUNDS.paragraph} of the marks ${MARKUP_NAMES} in the paragraph at line ${seen.paragraphLine}`
  if (seen.markup > MARKDOWN_BOUNDS.markup)
    return `has more than ${count(MARKDOWN_BOUNDS.markup)} of the marks ${MARKUP_NAMES} (line ${at} is past the limit)`
  return null
}

/** Counts a table's cells: a delimiter row starts one, a blank line ends it. */
function tableCells(start: LineStart, seen: Seen): void {
  const row = start.quoted.trim()
  const pipes = row.split('|').length - 1
  if (!pipes && !seen.tableColumns) return
  const cells =
    pipes + 1 - (row.startsWith('|') ? 1 : 0) - (row.length > 1 && row.endsWith('|') ? 1 : 0)
  if (pipes && TABLE_DELIMITER.test(row)) {
    seen.tableColumns = cells
    seen.cells += 2 * cells
  } else if (seen.tableColumns) seen.cells += Math.max(cells, seen.tableColumns)
}

/**
 * What makes `text` too costly to parse, as a phrase to follow the field's name ("has …"), or
 * null. One pass, linear in the text's length.
 */
export function markdownProblem(text: string): string | null {
  const max = MARKDOWN_BOUNDS
  if (text.length > max.length) return `is longer than ${count(max.length)} characters`
  const lines = text.split(/\r\n|\r|\n/)
  if (lines.length > max.lines) return `has more than ${count(max.lines)} lines`
  const seen: Seen = {
    quotes: 0,
    levels: [],
    itemOffset: 0,
    blocks: 0,
    tableColumns: 0,
    cells: 0,
    paragraph: 0,
    paragraphLine: 0,
    markup: 0,
  }
  for (const [index, line] of lines.entries()) {
    const at = index + 1
    const start = lineStart(line)
    const blank = BLANK.test(start.quoted)
    const underline = !blank && UNDERLINE.test(start.quoted)
    const kind = blank ? 'blank' : underline || DIVIDER.test(start.quoted) ? 'rule' : 'text'
    const nesting = containers(start, kind, seen)
    if (nesting > max.nesting)
      return `has ${count(nesting)} quotes and lists nested at line ${at}; at most ${max.nesting}`
    if (blank) seen.tableColumns = 0
    else tableCells(start, seen)
    if (seen.cells > max.cells)
      return `has more than ${count(max.cells)} table cells (line ${at} is past the limit)`
    if (underline) seen.blocks++
    if (seen.blocks > max.blocks)
      return `has more than ${count(max.blocks)} quotes, lists, nested lists and underlined headings (line ${at} begins one too many)`
    if (kind !== 'text') {
      seen.paragraph = 0
      continue
    }
    if (seen.paragraph === 0) seen.paragraphLine = at
    const problem = inline(start.rest, at, seen)
    if (problem) return problem
  }
  return null
}

/**
 * A zod refinement for a markdown field: `subject` opens the message ("The story "). Past the
 * length bound it says nothing, as the field's own length check does.
 */
export function markdownIssue(subject = '') {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value.length > MARKDOWN_BOUNDS.length) return
    const problem = markdownProblem(value)
    if (problem)
      ctx.addIssue({ code: 'custom', message: `${subject}${problem}${subject ? '.' : ''}` })
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** The text as plain paragraphs, no markup read: what a body past the bounds shows. */
export function plainParagraphs(text: string): string {
  return text
    .split(/(?:\r\n|\r|\n)[ \t]*(?:\r\n|\r|\n)/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/[&<>"]/g, (char) => ESCAPES[char] as string)}</p>`)
    .join('\n')
}
