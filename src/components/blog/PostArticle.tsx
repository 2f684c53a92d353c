import { Link } from 'react-router-dom'
import type { RenderedPost } from '../../blog/types'
import { CoverPicture } from './CoverPicture'
import { PostMeta } from './PostMeta'

/** Styles for the sanitised body; long words, URLs and code wrap: no phone scrolls sideways. */
export const POST_BODY_CLASS =
  'mt-10 text-lg leading-relaxed text-stone-800 wrap-break-word [&_a]:font-medium [&_a]:text-forest-800 [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-ember-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:text-forest-950 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-forest-950 [&_img]:mt-6 [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:whitespace-pre-wrap [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_.task-list-item]:list-none [&_.task-list-item_input]:mr-1.5 [&_.task-list-item_input]:-ml-6 [&_.task-list-item_input]:accent-forest-800'

export function PostArticle({ post }: { post: RenderedPost }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-20 sm:px-6">
      <Link to="/blog/" className="text-sm font-semibold text-forest-800 hover:underline">
        ← All posts
      </Link>
      {post.tags.length ? (
        <p className="mt-8 text-xs font-semibold tracking-[0.14em] text-ember-800 uppercase">
          {post.tags.join(' · ')}
        </p>
      ) : null}
      <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight text-forest-950 sm:text-5xl">
        {post.title}
      </h1>
      <PostMeta
        author={post.author}
        publishedAt={post.publishedAt}
        updatedAt={post.updatedAt}
        className="mt-5 text-base"
      />
      <div className="mt-10 overflow-hidden rounded-2xl">
        <CoverPicture cover={post.cover} sizes="(min-width: 768px) 720px, 100vw" eager />
      </div>
      <div
        className={POST_BODY_CLASS}
        data-testid="post-body"
        // Sanitised by renderMarkdown (hast-util-sanitize, GitHub schema): no raw HTML survives.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown output
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <aside className="mt-16 rounded-2xl bg-sand p-8">
        <h2 className="font-display text-2xl font-semibold text-forest-950">
          Planning something like this?
        </h2>
        <p className="mt-3 text-stone-700">
          Estimates are free. Tell us about your yard and we will reply within one business day.
        </p>
        <Link
          to="/contact-us/"
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-ember-700 px-6 font-semibold text-white hover:bg-ember-800"
        >
          Contact us
        </Link>
      </aside>
    </article>
  )
}
