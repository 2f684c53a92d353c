import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { parseSync, Visitor } from 'vite'

// docs/decisions/0030-comments-say-why.md. Comments come from a parser (oxc, the one Vite ships),
// so "//" in a string, a URL or JSX text is not one.
export interface FileComments {
  lines: number
  commentLines: number
  comments: { line: number; text: string }[]
}

export function measureComments(fileName: string, text: string): FileComments {
  const { comments, program, errors } = parseSync(fileName, text)
  if (errors.length) throw new Error(`${fileName}: ${errors[0]?.message}`)
  const inComment = new Uint8Array(text.length)
  const mark = (start: number, end: number) => inComment.fill(1, start, end)
  for (const c of comments) mark(c.start, c.end)
  // A JSX comment needs braces around it; they belong to the comment, not to the code.
  new Visitor({
    JSXExpressionContainer(node) {
      if (node.expression.type === 'JSXEmptyExpression') mark(node.start, node.end)
    },
  }).visit(program)

  let lines = 0
  let commentLines = 0
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') lineStarts.push(i + 1)
  }
  lineStarts.forEach((start, n) => {
    const end = lineStarts[n + 1] ?? text.length
    let code = false
    let comment = false
    for (let i = start; i < end && !code; i++) {
      const ch = text.charCodeAt(i)
      if (ch === 32 || (ch >= 9 && ch <= 13)) continue
      if (inComment[i]) comment = true
      else code = true
    }
    if (code || comment) lines++
    if (comment && !code) commentLines++
  })
  const lineOf = (at: number) => {
    let n = 0
    while (n + 1 < lineStarts.length && (lineStarts[n + 1] as number) <= at) n++
    return n + 1
  }
  return {
    lines,
    commentLines,
    comments: comments.map((c) => ({ line: lineOf(c.start), text: c.value })),
  }
}

const measured = new Map<string, FileComments>()

export function measureFile(root: string, file: string): FileComments {
  const path = join(root, file)
  let m = measured.get(path)
  if (!m) {
    m = measureComments(file, readFileSync(path, 'utf8'))
    measured.set(path, m)
  }
  return m
}

const OUTSIDE =
  /decisions\.md|product-spec|\bthe spec\b|\bspec(?:'s|’s)|\bspec\s+(?:§|section)|§\s*\d/i

export function citesOutside(comment: string): boolean {
  return OUTSIDE.test(comment)
}

const SOURCE = /\.(?:ts|tsx|mjs|js)$/
const TEST = /\.(?:test|spec|fixtures|[a-z]+-test)\.[cm]?[jt]sx?$/
const TEST_FOLDERS = new Set(['e2e', 'fixtures', 'test'])

export function sourceFiles(root: string, dirs: string[], withTests: boolean): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules') continue
        if (!withTests && TEST_FOLDERS.has(entry.name)) continue
        walk(path)
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        if (withTests || !TEST.test(entry.name)) files.push(path)
      }
    }
  }
  for (const dir of dirs) walk(dir)
  return files.sort()
}

export interface Share {
  folder: string
  lines: number
  commentLines: number
}

export function sharesByFolder(root: string, files: string[]): Share[] {
  const byFolder = new Map<string, Share>()
  for (const file of files) {
    const parts = relative(root, join(root, file)).split(sep)
    const folder = parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] as string)
    const m = measureFile(root, file)
    const share = byFolder.get(folder) ?? { folder, lines: 0, commentLines: 0 }
    share.lines += m.lines
    share.commentLines += m.commentLines
    byFolder.set(folder, share)
  }
  return [...byFolder.values()].sort((a, b) => a.folder.localeCompare(b.folder))
}

export function total(shares: Share[], folder = 'all'): Share {
  return shares.reduce(
    (sum, s) => ({
      folder,
      lines: sum.lines + s.lines,
      commentLines: sum.commentLines + s.commentLines,
    }),
    { folder, lines: 0, commentLines: 0 },
  )
}

export const percent = (s: Share) => (s.lines ? (100 * s.commentLines) / s.lines : 0)

export function shareTable(shares: Share[]): string {
  const rows = [...shares, total(shares)].map(
    (s) =>
      `${s.folder.padEnd(20)} ${String(s.commentLines).padStart(6)} / ${String(s.lines).padStart(6)}  ${percent(s).toFixed(1).padStart(5)} %`,
  )
  return ['comment lines / non-blank lines, outside tests', ...rows].join('\n')
}
