import { Head } from 'vite-react-ssg'
import { serializeJsonLd } from '../lib/structuredData'

/** One JSON-LD block in the document head. Data blocks never execute, so CSP does not apply. */
export function JsonLd({ data }: { data: object }) {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  )
}
