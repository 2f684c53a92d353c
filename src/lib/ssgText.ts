/**
 * vite-react-ssg inserts the head tags into each pre-rendered page with String.replace, whose
 * replacement patterns turn "$$" into "$" and "$&", "$'", "$`" into other parts of the page.
 * Doubling every "$" at build time makes that replace restore the text exactly. In the browser
 * the head manager writes the text itself, so it is left as is.
 */
export function ssgText(text: string): string {
  return import.meta.env?.SSR ? text.replaceAll('$', '$$$$') : text
}
