import { Link } from 'react-router-dom'
import { postPath } from '../../blog/slug'
import type { PostSummary } from '../../blog/types'
import { CoverPicture } from './CoverPicture'
import { PostMeta } from './PostMeta'

/** One post in the listing; its image link is hidden from keyboards (the title link says it). */
export function PostCard({ post }: { post: PostSummary }) {
  const href = postPath(post.slug)
  const [firstTag] = post.tags
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      data-post={post.slug}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <CoverPicture
          cover={post.cover}
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        {firstTag ? (
          <Link
            to={href}
            className="self-start text-xs font-semibold tracking-[0.14em] text-ember-800 uppercase hover:underline"
          >
            {firstTag}
          </Link>
        ) : null}
        <h3 className="mt-2 font-display text-xl font-semibold text-forest-950">
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-stone-700">{post.excerpt}</p>
        <PostMeta author={post.author} publishedAt={post.publishedAt} className="mt-5" />
      </div>
    </article>
  )
}
