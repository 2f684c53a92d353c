// What a visitor and a search engine see of every built page, so a change of content plumbing
// that changes none of it can be proved to (docs/decisions/0020-content-snapshots.md).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { JSDOM } from 'jsdom'

export const FIXTURE = resolve(import.meta.dirname, 'fixtures/visible-pages.txt')

// The title has its own line.
const UNSEEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'TITLE'])

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

export function visibleLines(html: string): string[] {
  const { document, Node } = new JSDOM(html).window
  const lines = [`title: ${squash(document.title)}`]
  const walk = (node: globalThis.Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = squash(child.textContent ?? '')
        if (text) lines.push(`text: ${text}`)
        continue
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue
      const element = child as Element
      if (element.tagName === 'SCRIPT' && element.getAttribute('type') === 'application/ld+json')
        lines.push(`jsonld: ${squash(element.textContent ?? '')}`)
      if (UNSEEN.has(element.tagName)) continue
      if (element.tagName === 'IMG')
        lines.push(
          `img: ${element.getAttribute('src') ?? ''} | ${squash(element.getAttribute('alt') ?? '')}`,
        )
      if (element.tagName === 'A' && element.hasAttribute('href'))
        lines.push(`link: ${element.getAttribute('href')}`)
      walk(element)
    }
  }
  walk(document.documentElement)
  return lines
}

export function readPages(dist: string): Map<string, string[]> {
  const pages = new Map<string, string[]>()
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  for (const file of files.filter((f) => f.endsWith('.html')).sort())
    pages.set(file, visibleLines(readFileSync(join(dist, file), 'utf8')))
  return pages
}

export function serializePages(pages: Map<string, string[]>): string {
  return [...pages].map(([file, lines]) => `=== ${file}\n${lines.join('\n')}\n`).join('')
}

export function parsePages(text: string): Map<string, string[]> {
  const pages = new Map<string, string[]>()
  let current: string[] | null = null
  for (const line of text.split('\n')) {
    if (line.startsWith('=== ')) {
      current = []
      pages.set(line.slice(4), current)
    } else if (line && current) current.push(line)
  }
  return pages
}

export function diffPages(
  expected: Map<string, string[]>,
  actual: Map<string, string[]>,
): string[] {
  const differences: string[] = []
  for (const file of [...new Set([...expected.keys(), ...actual.keys()])].sort()) {
    const want = expected.get(file)
    const got = actual.get(file)
    if (!want) differences.push(`${file}: a new page`)
    else if (!got) differences.push(`${file}: no longer built`)
    else {
      const at = want.findIndex((line, i) => line !== got[i])
      const index = at === -1 && want.length !== got.length ? want.length : at
      if (index !== -1)
        differences.push(
          `${file}, line ${index + 1}: expected "${want[index] ?? '(end)'}", got "${got[index] ?? '(end)'}"`,
        )
    }
  }
  return differences
}

export function visibleDifferences(dist: string, fixture = FIXTURE): string[] {
  return diffPages(parsePages(readFileSync(fixture, 'utf8')), readPages(dist))
}

function main(): number {
  const dist = resolve('dist')
  if (process.argv.includes('--write')) {
    const pages = readPages(dist)
    writeFileSync(FIXTURE, serializePages(pages))
    console.log(`Wrote the visible text of ${pages.size} pages to ${FIXTURE}`)
    return 0
  }
  const differences = visibleDifferences(dist)
  if (differences.length) {
    console.error(`What a visitor sees differs from ${FIXTURE}:\n- ${differences.join('\n- ')}`)
    return 1
  }
  console.log(`Every page of dist/ shows what ${FIXTURE} holds.`)
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  process.exit(main())
