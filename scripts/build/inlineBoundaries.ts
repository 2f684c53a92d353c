/**
 * React's streaming renderer writes some completed Suspense boundaries "out of order": a
 * placeholder in place, the content in a hidden <div> at the end of the body, and inline scripts
 * ($RC) that move it into place. For a pre-rendered page that means content hidden from anyone
 * without JavaScript (crawlers, reader modes) and inline scripts in every page. vite-react-ssg
 * offers no way to set React's progressiveChunkSize, so the build moves each boundary's content
 * back into place and drops the scripts: exactly the markup React writes for a boundary completed
 * in place (<!--$-->…<!--/$-->), which hydrates the same way.
 */

/** The index just after the </div> closing the <div> that starts at `start`. */
function endOfDiv(html: string, start: number): number {
  const tag = /<div\b|<\/div>/g
  tag.lastIndex = start
  let depth = 0
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return match.index + match[0].length
  }
  throw new Error('Unclosed <div> in a streamed boundary')
}

export function inlineBoundaries(html: string): string {
  let out = html
  for (;;) {
    // jsdom has already re-serialised the page by now: `hidden` may read `hidden=""`.
    const hidden = /<div hidden(?:="")? id="S:(\d+)">/.exec(out)
    if (!hidden) break
    const id = hidden[1]
    const start = hidden.index
    const end = endOfDiv(out, start)
    const content = out.slice(start + hidden[0].length, end - '</div>'.length)
    out = out.slice(0, start) + out.slice(end)
    const placeholder = `<!--$?--><template id="B:${id}"></template><!--/$-->`
    if (!out.includes(placeholder)) throw new Error(`No placeholder for streamed boundary S:${id}`)
    out = out.replace(placeholder, () => `<!--$-->${content}<!--/$-->`)
  }
  // The runtime that moved streamed content ($RC, $RB, $RV, $RT): nothing left for it to do.
  return out.replace(/<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g, (script, body: string) =>
    /\$R[A-Z]\s*[=(]/.test(body) ? '' : script,
  )
}
