import { useLoaderData, useParams } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { blogPost } from '../app/routeData'
import { postShareImage } from '../blog/jsonld'
import { LivePost } from '../components/blog/LivePost'
import { PostArticle } from '../components/blog/PostArticle'
import { PostJsonLd } from '../components/blog/PostJsonLd'
import { Seo } from '../components/Seo'

export function BlogPostPage() {
  const data = useLoaderData() as BuildData<typeof blogPost>
  const { slug } = useParams()
  // No pre-rendered post: the hosting shell for a post newer than the build, or a client
  // navigation to one. Keyed by slug so moving between such posts starts afresh.
  if (data?.kind !== 'post') return <LivePost key={slug} slug={slug} />
  const { post } = data
  return (
    <>
      <Seo
        title={post.seo.title || post.title}
        description={post.excerpt}
        type="article"
        image={postShareImage(post)}
      />
      <PostJsonLd post={post} />
      <PostArticle post={post} />
    </>
  )
}
