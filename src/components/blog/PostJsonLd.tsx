import { Head } from 'vite-react-ssg'
import { blogPostingJsonLd, serializeJsonLd } from '../../blog/jsonld'
import type { PostSummary } from '../../blog/types'
import { absoluteUrl } from '../../lib/env'

/** BlogPosting structured data and the cover as the share image. */
export function PostJsonLd({ post }: { post: PostSummary }) {
  const image = post.cover?.src
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(blogPostingJsonLd(post))}</script>
      {image ? (
        <meta property="og:image" content={/^https?:/.test(image) ? image : absoluteUrl(image)} />
      ) : null}
      <meta property="article:published_time" content={post.publishedAt} />
      {post.updatedAt ? <meta property="article:modified_time" content={post.updatedAt} /> : null}
    </Head>
  )
}
