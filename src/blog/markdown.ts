// One pipeline for the build, the post shell and the preview; the sanitiser is widened only to the
// values this file writes (docs/decisions/0007-footnote-ids.md).
import { defaultSchema, type Schema } from 'hast-util-sanitize'
import type {
  Image,
  ListItem,
  Node,
  Nodes,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Table,
} from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { markdownProblem, plainParagraphs } from './markdownBounds'
import type { BodyImage } from './types'

declare module 'mdast' {
  interface TableScroll extends Parent {
    type: 'tableScroll'
    children: [Table]
  }
  interface TaskCheckbox extends Node {
    type: 'taskCheckbox'
  }
  interface BlockContentMap {
    tableScroll: TableScroll
  }
  interface PhrasingContentMap {
    taskCheckbox: TaskCheckbox
  }
  interface RootContentMap {
    tableScroll: TableScroll
    taskCheckbox: TaskCheckbox
  }
}

const EXTERNAL_REL = ['noopener', 'noreferrer']
/** Deeper nesting shows as text: the steps after parsing recurse (inline nesting is not bounded before). */
export const MAX_NESTING = 32
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
])
/** The body column is the cover's width (PostArticle). */
export const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw'
export const BODY_IMAGES_URL = '/blog-media/body'
const BODY_SRCSET = new RegExp(
  `^${BODY_IMAGES_URL}/[\\w.-]+ \\d+w(, ${BODY_IMAGES_URL}/[\\w.-]+ \\d+w)*$`,
)
export const TABLE_SCROLL_CLASS = 'table-scroll'
const TABLE_LABEL = 'Table'

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), ['rel', ...EXTERNAL_REL]],
    img: [
      ...(defaultSchema.attributes?.img ?? []),
      ['loading', 'lazy'],
      ['decoding', 'async'],
      ['srcSet', BODY_SRCSET],
      ['sizes', BODY_IMAGE_SIZES],
    ],
    div: [
      ...(defaultSchema.attributes?.div ?? []),
      ['className', TABLE_SCROLL_CLASS],
      ['role', 'region'],
      ['ariaLabel', new RegExp(`^${TABLE_LABEL}(: |$)`)],
    ],
  },
}

export function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//')) return false
  try {
    const url = new URL(href, siteOrigin)
    return /^https?:$/.test(url.protocol) && url.origin !== new URL(siteOrigin).origin
  } catch {
    return false
  }
}

function remarkSiteConventions(options: { siteOrigin: string; images: readonly BodyImage[] }) {
  const kept = new Map(options.images.map((image) => [image.source, image]))
  return (tree: Root) => {
    const labels = new Map<string, number>()
    walk(tree, (node) => {
      if (node.type === 'image') bodyImage(node, kept.get(node.url))
      if (node.type === 'heading' && node.depth === 1) node.depth = 2
      if (node.type === 'link' && isExternal(node.url, options.siteOrigin))
        node.data = { ...node.data, hProperties: { rel: EXTERNAL_REL } }
      if (node.type === 'listItem' && typeof node.checked === 'boolean') taskListItem(node)
      if (node.type === 'tableCell') walk(node, keepRangeTogether)
      if ('children' in node && node.type !== 'tableScroll') {
        const children: RootContent[] = node.children
        children.forEach((child, index) => {
          if (child.type === 'table') children[index] = tableScroll(child, labels)
        })
      }
    })
  }
}

/** A wide table scrolls in a named, focusable box, never the page (see docs/decisions/0007). */
function tableScroll(table: Table, labels: Map<string, number>): RootContent {
  const headings = (table.children[0]?.children ?? []).map((cell) => plainText(cell).trim())
  const base = headings.some(Boolean)
    ? `${TABLE_LABEL}: ${headings.filter(Boolean).join(', ')}`
    : TABLE_LABEL
  const count = (labels.get(base) ?? 0) + 1
  labels.set(base, count)
  return {
    type: 'tableScroll',
    data: {
      hName: 'div',
      hProperties: {
        className: [TABLE_SCROLL_CLASS],
        role: 'region',
        tabIndex: 0,
        ariaLabel: count > 1 ? `${base} (${count})` : base,
      },
    },
    children: [table],
  }
}

function bodyImage(node: Image, kept: BodyImage | undefined): void {
  const lazy = { loading: 'lazy', decoding: 'async' }
  if (!kept) {
    node.data = { ...node.data, hProperties: lazy }
    return
  }
  node.url = kept.src
  node.data = {
    ...node.data,
    hProperties: {
      ...lazy,
      width: kept.width,
      height: kept.height,
      srcSet: kept.webp,
      sizes: BODY_IMAGE_SIZES,
    },
  }
}

function keepRangeTogether(node: Nodes): void {
  if (node.type === 'text')
    node.value = node.value.replace(FIGURE_RANGE, (_, figure: string, dash: string) =>
      [figure, NBSP, dash, dash === 'to' ? '' : WORD_JOINER, NBSP].join(''),
    )
}
const FIGURE_RANGE = /(\d%?) +([–—-]|to) +(?=[$€£]?\d)/g
const NBSP = '\u00a0'
const WORD_JOINER = '\u2060'

/** remark-html's task-list item, its checkbox named by the item's text through `title`. */
function taskListItem(item: ListItem): void {
  const checked = item.checked === true
  item.checked = null
  item.data = {
    ...item.data,
    hProperties: { ...item.data?.hProperties, className: ['task-list-item'] },
  }
  let paragraph: Paragraph
  if (item.children[0]?.type === 'paragraph') paragraph = item.children[0]
  else {
    paragraph = { type: 'paragraph', children: [] }
    item.children.unshift(paragraph)
  }
  const name = plainText(paragraph).trim()
  const checkbox: PhrasingContent = {
    type: 'taskCheckbox',
    data: {
      hName: 'input',
      hProperties: { type: 'checkbox', checked, disabled: true, title: name || undefined },
    },
  }
  const space: PhrasingContent[] = paragraph.children.length ? [{ type: 'text', value: ' ' }] : []
  paragraph.children.unshift(checkbox, ...space)
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  return 'children' in node ? node.children.map(plainText).join('') : ''
}

/** Nodes deeper than MAX_NESTING become their source text; iterative, as recursion is the risk. */
function remarkNestingLimit() {
  return (tree: Root, file: { value: unknown }) => {
    const source = String(file.value)
    const stack: [Parent, number][] = [[tree, 0]]
    for (let entry = stack.pop(); entry; entry = stack.pop()) {
      const [parent, depth] = entry
      const children = parent.children as Nodes[]
      children.forEach((child, index) => {
        if (!('children' in child)) return
        if (depth + 1 < MAX_NESTING) {
          stack.push([child, depth + 1])
          return
        }
        const { start, end } = child.position ?? {}
        const value =
          start?.offset !== undefined && end?.offset !== undefined
            ? source.slice(start.offset, end.offset)
            : ''
        children[index] = PHRASING_PARENTS.has(parent.type)
          ? { type: 'text', value }
          : { type: 'paragraph', children: [{ type: 'text', value }] }
      })
    }
  }
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

export async function renderMarkdown(
  markdown: string,
  siteOrigin: string,
  images: readonly BodyImage[] = [],
): Promise<string> {
  // Past the bounds the parser could take minutes, or overflow (decision 0037).
  if (markdownProblem(markdown)) return plainParagraphs(markdown)
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkNestingLimit)
    .use(remarkSiteConventions, { siteOrigin, images })
    .use(remarkHtml, { sanitize: sanitizeSchema })
    .process(markdown)
  return joinFootnotes(String(file))
}

/** Undoes the doubled `user-content-` prefix of footnote ids (docs/decisions/0007). */
function joinFootnotes(html: string): string {
  return html.replaceAll(' id="user-content-user-content-', ' id="user-content-')
}
