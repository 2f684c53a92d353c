import { type ShouldRevalidateFunction, useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { blogList } from '../app/routeData'
import type { BlogListData } from '../blog/types'
import { useBlogPosts } from '../blog/useBlogPosts'
import { Seo } from '../components/Seo'
import { blogNewsletter, blogStayUpdated } from '../content/pages/blog'
import { PostGridSection } from '../sections/blog/PostGridSection'
import { CtaBanner } from '../sections/CtaBanner'
import { DeferredSignupBlock } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'

const NO_POSTS: BlogListData = { posts: [] }

export function BlogListPage() {
  const data = (useLoaderData() as BuildData<typeof blogList>) ?? NO_POSTS
  const { posts, loading, error } = useBlogPosts(data.posts)
  return (
    <>
      <Seo />
      <PageHero
        eyebrow="Blog"
        title="Explore Our Latest Insights"
        lead="Costs, permits, materials and care for outdoor living in the Triangle, from the crews who build it."
      />
      <PostGridSection posts={posts} loading={loading} error={error} />
      <CtaBanner {...blogStayUpdated} />
      <DeferredSignupBlock {...blogNewsletter} />
    </>
  )
}

/** Choosing a tag changes only the query: the posts stay, nothing is reloaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname
