/**
 * vite-react-ssg writes a <link rel="modulepreload"> for every chunk reachable from the modules a
 * page rendered, and a preload for every image those chunks import. Both are dropped.
 *
 * Measured with Lighthouse (mobile, slow 4G): with the module preloads in <head>, the page's
 * ~105 KB of scripts download alongside the hero image and the two fonts and share the phone's
 * bandwidth with them; the home page's LCP was 2.6 s. Without them it was 1.9–2.1 s, and the first
 * paint came ~0.3 s sooner. The pre-rendered page is complete without its scripts (links are
 * links, the first screen needs no code), so the code can follow a few round trips later: the
 * entry module loads what it imports. Images load from their own <img>/<picture> (the LCP one
 * eagerly, with fetchpriority=high).
 */
const PRELOADS = /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/g

/** Removes module preloads and image preloads; font and other preloads stay. */
export function dropPreloads(html: string): string {
  return html.replace(PRELOADS, (tag) =>
    /\brel="modulepreload"/.test(tag) || /\bas="image"/.test(tag) ? '' : tag,
  )
}
