import type { PostSummary } from '../../blog/types'
import { distinctTags, useTagFilter } from '../../blog/useTagFilter'
import { PostCard } from '../../components/blog/PostCard'
import { TagFilter } from '../../components/blog/TagFilter'

interface PostGridSectionProps {
  posts: PostSummary[]
  loading: boolean
  error: string | null
}

// Loading and error text stand in only for an empty grid: over pre-rendered posts, refresh is quiet.
export function PostGridSection({ posts, loading, error }: PostGridSectionProps) {
  const [tag, setTag] = useTagFilter()
  const shown = tag ? posts.filter((post) => post.tags.includes(tag)) : posts

  let body: React.ReactNode
  if (posts.length === 0 && loading) body = <p role="status">Loading posts...</p>
  else if (posts.length === 0 && error)
    body = (
      <p role="alert" className="text-red-700">
        Could not load posts: {error}
      </p>
    )
  else if (posts.length === 0) body = <p>No posts yet. Check back soon.</p>
  else if (shown.length === 0)
    body = (
      <p>
        No posts are tagged “{tag}” yet.{' '}
        <button type="button" className="font-semibold underline" onClick={() => setTag(null)}>
          View all posts
        </button>
      </p>
    )
  else
    body = (
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
        {shown.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
    )

  return (
    <section aria-labelledby="posts-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="posts-title" className="sr-only">
        Posts
      </h2>
      {posts.length > 0 ? (
        <TagFilter tags={distinctTags(posts)} active={tag} onChange={setTag} />
      ) : null}
      <div className="mt-10">{body}</div>
    </section>
  )
}
