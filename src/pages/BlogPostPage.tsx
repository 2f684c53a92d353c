import { useLoaderData } from 'react-router-dom'
import type { BlogPost } from '../blog/types'
import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function BlogPostPage() {
  const data = useLoaderData() as { post: BlogPost | null } | null
  const post = data?.post ?? null
  if (!post) {
    return (
      <>
        <Seo title="Post not found" robots="noindex, follow" />
        <PageHero title="Post not found" />
      </>
    )
  }
  return (
    <>
      <Seo title={post.seo.title || post.title} description={post.excerpt} type="article" />
      <PageHero title={post.title} />
    </>
  )
}
