import { Helmet as Head } from 'react-helmet-async'
import { serializeJsonLd } from '../lib/serializeJsonLd'

/**
 * One JSON-LD block in the pre-rendered head. Structured data is for crawlers, which read the
 * pre-rendered page, so it is only rendered at build: the browser bundle carries none of it, and
 * the client head manager leaves the server's blocks in place (Layout drops them on the first
 * client navigation, when they stop describing the page). Data blocks never execute, so CSP does
 * not apply to them.
 */
export function JsonLd({ data }: { data: object }) {
  if (!import.meta.env.SSR) return null
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  )
}
