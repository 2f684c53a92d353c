/**
 * The app's code starts once the first screen has loaded and painted, not while it loads.
 *
 * vite-react-ssg writes `<script type="module" src="/assets/<entry>.js">` into every page's head.
 * The browser requests it (and every chunk it imports, ~105 KB gzip on the home page) while it is
 * still fetching the hero image and the fonts, and on a phone's link they share the bandwidth.
 * Measured with Lighthouse (mobile, slow 4G), the home page's LCP was 1.9 s against 1.4 s for the
 * same HTML with no script at all (`npm run bench:lcp`). Nothing on the first screen needs the
 * code: every page is complete pre-rendered HTML, links are links, and form fields keep what is
 * typed before hydration (src/components/forms/earlyInput.ts).
 *
 * So the tag becomes a small inline loader that imports the same entry once the page has loaded
 * and its main image has been painted (5 s at the latest), or at once when the visitor reaches for
 * the page first (a tap, a key, focus moving into it); a tap on a disclosure button that came too
 * early is replayed once the app is there. The inline code is allowed by the page's CSP hash
 * like every other inline script (./csp.ts).
 */

const ENTRY = /<script type="module" crossorigin(?:="")? src="(\/assets\/[^"]+\.js)"><\/script>/g

/** Events that mean the visitor wants the page to respond now. */
const URGENT = ['pointerdown', 'keydown', 'focusin', 'touchstart']

/** The longest the code waits, after load, for the report that the main image was painted. */
export const PAINT_WAIT_MS = 1000

/**
 * The longest the code waits at all. A page whose load never ends (an image stalled on a poor
 * connection) still gets its app: analytics, the blog refresh and the parts hydrated on scroll do
 * not wait for a tap that may never come. Lighthouse's and the tests' loads end long before.
 */
export const START_LIMIT_MS = 5000

/**
 * The loader for one entry module. A plain script (not a module), so it runs as the parser meets
 * it; `import()` works the same from classic scripts. Compact, since every page carries it.
 *
 * "Painted" is the browser's own largest-contentful-paint report: for the page's main image (the
 * one with fetchpriority="high") once it is on screen, for a page without one its first text.
 * Where the browser has no such report (Safari, Firefox), the frame after load stands in for it.
 *
 * A tap that starts the app cannot be handled by it: the click lands before React listens. So
 * for a disclosure button (`button[aria-expanded]`: the phone menu, an accordion) clicked before
 * the app has hydrated (the shell sets html[data-hydrated]), the loader notes the state the
 * visitor asked for, the opposite of what the button showed at their last click, and once the
 * app has hydrated clicks it for them if it does not show that state: the menu opens on the first
 * tap. A click React did handle (one during hydration) changed what the button shows, so it is
 * not repeated; two taps on a button that did nothing still mean "open".
 */
export function loaderScript(entry: string): string {
  return [
    '(function(){var s=0;function go(){if(!s){s=1;import(',
    JSON.stringify(entry),
    ')}}',
    `setTimeout(go,${START_LIMIT_MS});`,
    `${JSON.stringify(URGENT)}.forEach(function(e){addEventListener(e,go,{capture:true,once:true,passive:true})});`,
    'function later(){var P=window.PerformanceObserver,m=document.querySelector("img[fetchpriority=high]");',
    `setTimeout(go,${PAINT_WAIT_MS});`,
    'if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0){',
    'var o=new P(function(l){if(l.getEntries().some(function(e){return !m||e.element===m})){o.disconnect();setTimeout(go)}});',
    'o.observe({type:"largest-contentful-paint",buffered:true})',
    '}else requestAnimationFrame(function(){setTimeout(go)})}',
    'document.readyState==="complete"?later():addEventListener("load",later,{once:true});',
    // The early tap: `b` the button, `w` whether the visitor wants it expanded.
    'var h=document.documentElement,b=null,w=0,x=function(t){return t.getAttribute("aria-expanded")==="true"};',
    'function tap(e){var t=e.target.closest&&e.target.closest("button[aria-expanded]");if(t){b=t;w=!x(t)}}',
    'addEventListener("click",tap,true);',
    'new MutationObserver(function(r,o){if(h.hasAttribute("data-hydrated")){o.disconnect();removeEventListener("click",tap,true);if(b&&b.isConnected&&x(b)!==w)b.click()}})',
    '.observe(h,{attributes:true,attributeFilter:["data-hydrated"]})})()',
  ].join('')
}

/** Replaces vite-react-ssg's entry module tag with the loader. A page without one is an error. */
export function startAfterLoad(html: string): string {
  let found = 0
  const out = html.replace(ENTRY, (_tag, entry: string) => {
    found++
    return `<script data-entry="${entry}">${loaderScript(entry)}</script>`
  })
  if (found !== 1) throw new Error(`Expected one entry module script in the page, found ${found}`)
  return out
}
