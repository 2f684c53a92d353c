import { Helmet as Head } from 'react-helmet-async'
import { blogPostingJsonLd } from '../../blog/jsonld'
import type { PostSummary } from '../../blog/types'
import { serializeJsonLd } from '../../lib/serializeJsonLd'

/** BlogPosting structured data and the article's dates (the share image goes through <Seo>). */
export function PostJsonLd({ post }: { post: PostSummary }) {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(blogPostingJsonLd(post))}</script>
      <meta property="article:published_time" content={post.publishedAt} />
      {post.updatedAt ? <meta property="article:modified_time" content={post.updatedAt} /> : null}
    </Head>
  )
}
