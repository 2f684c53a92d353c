/**
 * Markdown → HTML for post bodies: unified + remark-parse + remark-gfm + remark-html with
 * sanitising on. The one pipeline of the build (post loader), the browser (posts newer than the
 * build) and the editor's preview.
 *
 * GitHub-flavoured markdown, as people write it: tables, strikethrough, task lists, autolink
 * literals (and footnotes, which come with remark-gfm). Raw HTML in the markdown is dropped, and
 * the sanitiser (GitHub's schema, which already allows what GFM makes: `table`…`td` with `align`,
 * `del`, disabled checkbox `input`s, the task-list classes) removes scripts, event handlers and
 * javascript: URLs. It is widened in three places only, each to the values this file writes: links
 * may carry rel="noopener noreferrer", a `div` may be a table's scroll box (class="table-scroll"
 * role="region" aria-label="Table…"; `tabindex` is in GitHub's schema), and an image may load
 * lazily with a `srcset` of the snapshot's own copies (under /blog-media/body/ only).
 */
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
import type { BodyImage } from './types'

declare module 'mdast' {
  /** A table inside the box that scrolls it sideways (see `tableScroll`). */
  interface TableScroll extends Parent {
    type: 'tableScroll'
    children: [Table]
  }
  /** A task-list item's checkbox (see `taskListItem`). */
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
/**
 * How deep markdown may nest (quotes in quotes, emphasis in emphasis…) before the rest shows as
 * its text: the steps after parsing recurse, and 2000 nested `>` overflowed the stack. No post
 * comes near it; only a hostile or broken one does.
 */
export const MAX_NESTING = 32
/** Nodes whose children are phrasing (inline) content: text can stand in for one of them. */
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
/** Where the snapshot puts the body images it keeps (scripts/snapshot/bodyImages.ts). */
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

/** Whether `href` points to another host than the site's own. */
export function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//')) return false
  try {
    const url = new URL(href, siteOrigin)
    return /^https?:$/.test(url.protocol) && url.origin !== new URL(siteOrigin).origin
  } catch {
    return false
  }
}

/**
 * The page's title is its only <h1>: headings in the body start at <h2>. Links to other hosts
 * get rel="noopener noreferrer". Tables go into a scroll box; task-list checkboxes get a name.
 */
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

/**
 * A table wider than a phone scrolls sideways inside its own box, never the page. The box
 * scrolls, not the table (`display: block` on a <table> drops its table semantics in some screen
 * readers), and it is a named, focusable region: a keyboard can scroll it (axe rule
 * scrollable-region-focusable) and a screen reader says what it holds. Its name is "Table: " and
 * the column headings, numbered when two tables of a post share them. Styles: index.css.
 */
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

/**
 * Images in a post's body load as the reader reaches them. One the snapshot kept is served from
 * the site, in the size the screen needs, with its proportions known before it arrives (no shift);
 * any other (a post newer than the build) shows from where it is stored.
 */
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

/**
 * In a table, a range of figures ("$8,000 – $18,000", "10 - 12%", "3 to 4") stays on one line, so
 * a narrow column grows (or the table scrolls) instead of splitting it: its spaces become no-break
 * spaces, and a word joiner (invisible) follows the dash, after which lines may otherwise break.
 */
function keepRangeTogether(node: Nodes): void {
  if (node.type === 'text')
    node.value = node.value.replace(FIGURE_RANGE, (_, figure: string, dash: string) =>
      [figure, NBSP, dash, dash === 'to' ? '' : WORD_JOINER, NBSP].join(''),
    )
}
const FIGURE_RANGE = /(\d%?) +([–—-]|to) +(?=[$€£]?\d)/g
const NBSP = '\u00a0'
const WORD_JOINER = '\u2060'

/**
 * A task-list item as remark-html makes it (a disabled checkbox before the item's text, the
 * GitHub classes), but with the checkbox named by that text: every checkbox needs a name (axe
 * rule `label`, and what a screen reader announces), and `title` is the naming attribute GitHub's
 * schema already allows on an <input>. remark-html cannot name its own checkbox, so this one
 * stands in for it.
 */
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

/**
 * Every node nested deeper than MAX_NESTING becomes its markdown source, as text (a paragraph
 * where a block stood). Iterative, since recursion is what the limit guards against.
 */
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

/** `images`: the body images the snapshot kept, served from the site instead of their source. */
export async function renderMarkdown(
  markdown: string,
  siteOrigin: string,
  images: readonly BodyImage[] = [],
): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkNestingLimit)
    .use(remarkSiteConventions, { siteOrigin, images })
    .use(remarkHtml, { sanitize: sanitizeSchema })
    .process(markdown)
  return joinFootnotes(String(file))
}

/**
 * Footnote links that land. mdast-util-to-hast already prefixes footnote ids with
 * `user-content-` (against DOM clobbering) and the sanitiser prefixes every id again, so the
 * notes' ids came out as `user-content-user-content-fn-1` while their links point to
 * `#user-content-fn-1`. remark-html passes no `clobberPrefix` to to-hast (it would be '' there),
 * so the doubled prefix, which only these ids can carry, is undone on the sanitised HTML.
 * See docs/decisions/0007-footnote-ids.md.
 */
function joinFootnotes(html: string): string {
  return html.replaceAll(' id="user-content-user-content-', ' id="user-content-')
}
