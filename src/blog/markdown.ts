/**
 * Markdown → HTML for post bodies: unified + remark-parse + remark-html with sanitising on.
 * Raw HTML in the markdown is dropped, and the sanitiser (GitHub's schema, only widened to let
 * links carry rel="noopener noreferrer") removes scripts, event handlers and javascript: URLs.
 * Used at build time by the post loader and in the browser for posts newer than the build.
 */
import { defaultSchema, type Schema } from 'hast-util-sanitize'
import type { Nodes, Root } from 'mdast'
import remarkHtml from 'remark-html'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const EXTERNAL_REL = ['noopener', 'noreferrer']

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), ['rel', ...EXTERNAL_REL]],
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
 * get rel="noopener noreferrer".
 */
function remarkSiteConventions(options: { siteOrigin: string }) {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type === 'heading' && node.depth === 1) node.depth = 2
      if (node.type === 'link' && isExternal(node.url, options.siteOrigin))
        node.data = { ...node.data, hProperties: { rel: EXTERNAL_REL } }
    })
  }
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

export async function renderMarkdown(markdown: string, siteOrigin: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkSiteConventions, { siteOrigin })
    .use(remarkHtml, { sanitize: sanitizeSchema })
    .process(markdown)
  return String(file)
}
