export interface TextState {
  value: string
  start: number
  end: number
}

/** The toolbar's edits of the text alone; a link asks for its words and address first. */
export type ToolbarAction = 'h2' | 'h3' | 'bold' | 'italic' | 'ul' | 'ol' | 'table'

const TABLE = ['| Column | Column |', '| --- | --- |', '| Cell | Cell |', '| Cell | Cell |'].join(
  '\n',
)

function lineRange(state: TextState): [number, number] {
  const from = state.value.lastIndexOf('\n', state.start - 1) + 1
  const newline = state.value.indexOf('\n', state.end)
  return [from, newline === -1 ? state.value.length : newline]
}

function replace(state: TextState, from: number, to: number, text: string): TextState {
  return {
    value: state.value.slice(0, from) + text + state.value.slice(to),
    start: from,
    end: from + text.length,
  }
}

// The caret ends collapsed, never a selection: typing then adds to the line instead of replacing
// the marker just inserted.
function prefixLines(state: TextState, prefix: (index: number) => string, strip: RegExp) {
  const [from, to] = lineRange(state)
  const lines = state.value.slice(from, to).split('\n')
  const next = replace(
    state,
    from,
    to,
    lines.map((l, i) => prefix(i) + l.replace(strip, '')).join('\n'),
  )
  if (state.start !== state.end) return { ...next, start: next.end }
  const [first = ''] = lines
  const shift = prefix(0).length - (first.length - first.replace(strip, '').length)
  const caret = Math.max(from + prefix(0).length, state.start + shift)
  return { ...next, start: caret, end: caret }
}

function wrap(state: TextState, marker: string, placeholder: string): TextState {
  const text = state.value.slice(state.start, state.end) || placeholder
  const next = replace(state, state.start, state.end, `${marker}${text}${marker}`)
  const start = state.start + marker.length
  return { ...next, start, end: start + text.length }
}

// At the end of the block the cursor is in: never replaces a selection or splits a block (a table
// just inserted, with its first heading selected, say).
export function insertBlock(state: TextState, block: string): TextState {
  const blank = state.value.indexOf('\n\n', state.end)
  const at =
    state.start === state.end && state.value.slice(state.end - 1, state.end + 1) === '\n\n'
      ? state.end
      : blank === -1
        ? state.value.length
        : blank
  const before = state.value.slice(0, at)
  const after = state.value.slice(at)
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n'
  const start = before.length + lead.length
  return {
    value: before + lead + block + trail + after,
    start,
    end: start + block.length,
  }
}

export function applyAction(state: TextState, action: ToolbarAction): TextState {
  switch (action) {
    case 'h2':
      return prefixLines(state, () => '## ', /^#{1,6} /)
    case 'h3':
      return prefixLines(state, () => '### ', /^#{1,6} /)
    case 'ul':
      return prefixLines(state, () => '- ', /^([-*+]|\d+\.) /)
    case 'ol':
      return prefixLines(state, (i) => `${i + 1}. `, /^([-*+]|\d+\.) /)
    case 'bold':
      return wrap(state, '**', 'bold text')
    case 'italic':
      return wrap(state, '_', 'italic text')
    case 'table': {
      // The first heading is selected, ready to be typed over.
      const next = insertBlock(state, TABLE)
      return { ...next, start: next.start + 2, end: next.start + 2 + 'Column'.length }
    }
  }
}

export function imageMarkdown(src: string, alt: string): string {
  const safeAlt = alt
    .replace(/([[\]\\])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim()
  return `![${safeAlt}](${src.trim().replace(/ /g, '%20').replace(/\)/g, '%29')})`
}

export function selectedWords(state: TextState): string {
  return state.value.slice(state.start, state.end).replace(/\s+/g, ' ').trim()
}

const KEPT = /^(https?:\/\/|mailto:|tel:)/i
const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/
// Another scheme (javascript:, ftp:) the site's sanitiser would drop; a port is not one.
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i

/**
 * The address as a link needs it, or null when it cannot be one: a page of this site starts with
 * a slash, "example.com/x" gets https://, an email address mailto:.
 */
export function linkAddress(typed: string): string | null {
  const address = typed.trim()
  if (!address || /\s/.test(address)) return null
  if (address.startsWith('/') || address.startsWith('#')) return escapeParens(address)
  if (EMAIL.test(address)) return `mailto:${address}`
  if (!KEPT.test(address) && OTHER_SCHEME.test(address)) return null
  const full = KEPT.test(address) ? address : `https://${address}`
  if (/^https?:/i.test(full)) {
    try {
      if (!new URL(full).hostname.includes('.')) return null
    } catch {
      return null
    }
  }
  return escapeParens(full)
}

const escapeParens = (address: string) => address.replace(/\(/g, '%28').replace(/\)/g, '%29')

export function linkMarkdown(words: string, address: string): string {
  return `[${words
    .replace(/([[\]\\])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim()}](${address})`
}

/** The selection becomes the link; the caret ends after it, to type on. */
export function insertLink(state: TextState, words: string, address: string): TextState {
  const link = linkMarkdown(words, address)
  const next = replace(state, state.start, state.end, link)
  return { ...next, start: next.end }
}
