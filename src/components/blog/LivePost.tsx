import { Link } from 'react-router-dom'
import { postShareImage } from '../../blog/jsonld'
import { type LivePostState, useLivePost } from '../../blog/useLivePost'
import { NOINDEX_ROBOTS } from '../../lib/meta'
import { Seo } from '../Seo'
import { PostArticle } from './PostArticle'
import { PostJsonLd } from './PostJsonLd'

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-forest-950 sm:text-5xl">{title}</h1>
      <div className="mt-6 text-lg text-stone-700">{children}</div>
    </section>
  )
}

const backLink = (
  <Link to="/blog/" className="font-semibold text-forest-800 underline">
    Browse all posts
  </Link>
)

function Body({ state, retry }: { state: LivePostState; retry: () => void }) {
  switch (state.status) {
    case 'loading':
      return (
        <Message title="Loading post...">
          <p role="status">Fetching the latest version of this post.</p>
        </Message>
      )
    case 'found':
      return (
        <>
          <PostJsonLd post={state.post} />
          <PostArticle post={state.post} />
        </>
      )
    case 'missing':
      return (
        <Message title="Post not found">
          <p>This post does not exist or is no longer published.</p>
          <p className="mt-6">{backLink}</p>
        </Message>
      )
    case 'failed':
      return (
        <Message title="This post could not be loaded">
          <p role="alert" className="text-red-700">
            Could not load the post: {state.message}
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-6">
            <button
              type="button"
              onClick={retry}
              className="min-h-12 rounded-full bg-forest-800 px-6 font-semibold text-white hover:bg-forest-900"
            >
              Try again
            </button>
            {backLink}
          </div>
        </Message>
      )
  }
}

/** The shell of posts newer than this build: noindex, as the next build pre-renders the post. */
export function LivePost({ slug }: { slug: string | undefined }) {
  const [state, retry] = useLivePost(slug)
  const title =
    state.status === 'found'
      ? state.post.seo.title || state.post.title
      : state.status === 'missing'
        ? 'Post not found'
        : 'Blog post'
  return (
    <>
      <Seo
        title={title}
        robots={NOINDEX_ROBOTS}
        {...(state.status === 'found'
          ? {
              description: state.post.excerpt,
              type: 'article' as const,
              image: postShareImage(state.post),
            }
          : {})}
      />
      <Body state={state} retry={retry} />
    </>
  )
}
