/**
 * Critical CSS (beasties), computed once per page template instead of once per page.
 *
 * vite-react-ssg runs beasties on every page, one at a time; with a thousand blog posts that is a
 * thousand passes of the whole stylesheet over near-identical pages. Here static routes are still
 * processed one by one, but the pages of a dynamic route (/blog/:slug/, /portfolio/:slug/) share
 * the result of the first one: the same inlined <style>, stylesheet preload, font preloads and
 * deferred stylesheet link. If a page does not have the expected shape, it gets its own pass.
 */
import Beasties from 'beasties'

const STYLESHEET = /<link rel="stylesheet"[^>]*href="[^"]+\.css"[^>]*>/

interface Template {
  /** Inlined critical CSS plus the preload that replaced the stylesheet link in <head>. */
  head: string
  /** Font preloads beasties added at the end of <head>. */
  fonts: string
  /** The full stylesheet, loaded at the end of <body>. */
  body: string
}

function learn(original: string, processed: string): Template | null {
  const head = /<style>[\s\S]*?<\/style><link rel="preload"[^>]*as="style">/.exec(processed)?.[0]
  const bodyStart = processed.lastIndexOf('</script>')
  const tail = processed.slice(bodyStart, processed.lastIndexOf('</body>'))
  const body = tail.match(/<link rel="stylesheet"[^>]*>/g)?.join('')
  if (!head || !body) return null
  const fonts = (processed.match(/<link rel="preload" as="font"[^>]*>/g) ?? [])
    .filter((link) => !original.includes(link))
    .join('')
  return { head, fonts, body }
}

function apply(html: string, template: Template): string | null {
  if (!STYLESHEET.test(html) || !html.includes('</head>') || !html.includes('</body>')) return null
  return html
    .replace(/<html(\s|>)/, '<html data-beasties-container$1')
    .replace(STYLESHEET, () => template.head)
    .replace('</head>', () => `${template.fonts}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${template.body}</body>`)
}

export function createCriticalCss(outDir: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    logLevel: 'warn',
    external: true,
    inlineFonts: true,
    preloadFonts: true,
  })
  const templates = new Map<string, Promise<Template | null>>()
  let queue: Promise<unknown> = Promise.resolve()
  // One pass at a time, as vite-react-ssg does: beasties is CPU-bound anyway.
  const run = (html: string): Promise<string> => {
    const next = queue.then(() => beasties.process(html))
    queue = next.catch(() => {})
    return next
  }

  return async (html: string, templateKey: string | null): Promise<string> => {
    if (!templateKey) return run(html)
    let template = templates.get(templateKey)
    if (!template) {
      const processed = run(html)
      template = processed.then((out) => learn(html, out))
      templates.set(templateKey, template)
      const learned = await template
      if (learned) return processed
    }
    const learned = await template
    return (learned && apply(html, learned)) ?? run(html)
  }
}
