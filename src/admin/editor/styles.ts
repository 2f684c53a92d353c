import { StyleModule } from 'style-mod'

/**
 * CodeMirror writes its styles into a <style> element, which the desk's policy refuses (style-src
 * is 'self' and the page's own hashes): the editor then draws without them. A stylesheet a script
 * builds is no markup an attacker could inject, so the same rules go into one constructed sheet
 * on the document instead (docs/decisions/0040-the-body-editor.md). Imported before any editor.
 */
const sheet = typeof CSSStyleSheet === 'function' ? new CSSStyleSheet() : null
const mounted: StyleModule[] = []
const fallback = StyleModule.mount

StyleModule.mount = (root, modules, options) => {
  if (!sheet || !('adoptedStyleSheets' in document) || root !== document)
    return fallback(root, modules, options)
  // In the order given (the last wins), each module once.
  for (const module of Array.isArray(modules) ? modules : [modules]) {
    const at = mounted.indexOf(module)
    if (at >= 0) mounted.splice(at, 1)
    mounted.push(module)
  }
  sheet.replaceSync(mounted.map((module) => module.getRules()).join('\n'))
  if (!document.adoptedStyleSheets.includes(sheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
