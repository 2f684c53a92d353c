// react-helmet-async's contract, for the client build only (vite.config.ts swaps it in):
// docs/decisions/0004-hand-written-head-manager.md. Managed tags carry data-rh="true", as the
// server writes them, so hydration changes nothing.
import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useLayoutEffect,
  useState,
} from 'react'
import { hasLeftFirstPage } from '../../app/lifecycle'

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  text: string
}

const ATTRIBUTE_NAMES: Record<string, string> = {
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  className: 'class',
  crossOrigin: 'crossorigin',
  fetchPriority: 'fetchpriority',
  hrefLang: 'hreflang',
}

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('')
}

export function tagsOf(children: ReactNode): HeadTag[] {
  const tags: HeadTag[] = []
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child) || typeof child.type !== 'string') continue
    const tag = child.type as HeadTag['tag']
    if (!['title', 'meta', 'link', 'script'].includes(tag)) continue
    const { children: inner, ...props } = (child as ReactElement<Record<string, unknown>>).props
    const attrs: Record<string, string> = {}
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue
      attrs[ATTRIBUTE_NAMES[name] ?? name] = value === true ? '' : String(value)
    }
    tags.push({ tag, attrs, text: textOf(inner as ReactNode) })
  }
  return tags
}

function identity(tag: HeadTag): string | null {
  const { attrs } = tag
  if (tag.tag === 'title') return 'title'
  if (tag.tag === 'meta') {
    if ('charset' in attrs) return 'meta:charset'
    for (const key of ['name', 'property', 'http-equiv', 'itemprop']) {
      if (attrs[key]) return `meta:${key}:${attrs[key]}`
    }
  }
  if (tag.tag === 'link' && attrs.rel === 'canonical') return 'link:canonical'
  return null
}

export function mergeTags(instances: HeadTag[][]): HeadTag[] {
  const merged: HeadTag[] = []
  const index = new Map<string, number>()
  for (const tag of instances.flat()) {
    const id = identity(tag)
    const at = id ? index.get(id) : undefined
    if (at !== undefined) merged[at] = tag
    else {
      if (id) index.set(id, merged.length)
      merged.push(tag)
    }
  }
  return merged
}

function keyOf(tag: string, attrs: Record<string, string>, text: string): string {
  const sorted = Object.keys(attrs)
    .filter((name) => name !== 'data-rh')
    .sort()
    .map((name) => `${name}=${attrs[name]}`)
  return `${tag}|${sorted.join('|')}|${text}`
}

export function syncHead(doc: Document, tags: HeadTag[], prune = true): void {
  const title = tags.find((t) => t.tag === 'title')
  if (title && doc.title !== title.text) doc.title = title.text
  const wanted = new Map<string, HeadTag>()
  for (const tag of tags)
    if (tag.tag !== 'title') wanted.set(keyOf(tag.tag, tag.attrs, tag.text), tag)
  for (const element of Array.from(doc.head.querySelectorAll('[data-rh]'))) {
    const name = element.tagName.toLowerCase()
    // Structured data is written at build only (see JsonLd) and is not this manager's to remove.
    if (name === 'title' || element.getAttribute('type') === 'application/ld+json') continue
    const attrs = Object.fromEntries(Array.from(element.attributes).map((a) => [a.name, a.value]))
    const key = keyOf(name, attrs, element.textContent ?? '')
    if (wanted.has(key)) wanted.delete(key)
    else if (prune) element.remove()
  }
  for (const tag of wanted.values()) {
    const element = doc.createElement(tag.tag)
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value)
    element.setAttribute('data-rh', 'true')
    if (tag.text) element.textContent = tag.text
    doc.head.appendChild(element)
  }
}

const instances = new Map<number, HeadTag[]>()
let nextId = 0
let scheduled = false
// Nothing is removed on the first page: its pre-rendered head holds text the bundle leaves out.
function flush() {
  scheduled = false
  const ordered = [...instances.entries()].sort(([a], [b]) => a - b).map(([, tags]) => tags)
  syncHead(document, mergeTags(ordered), hasLeftFirstPage())
}

function schedule() {
  if (scheduled) return
  scheduled = true
  queueMicrotask(flush)
}

export function Helmet({ children }: { children?: ReactNode }) {
  // Render order: the layout's tags come before the page's, so the page's override them.
  const [id] = useState(() => nextId++)
  const tags = tagsOf(children)
  const signature = JSON.stringify(tags)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `tags`.
  useLayoutEffect(() => {
    instances.set(id, tags)
    schedule()
  }, [id, signature])
  useLayoutEffect(
    () => () => {
      instances.delete(id)
      schedule()
    },
    [id],
  )
  return null
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
