import { postPath } from '../blog/slug'
import { nextScheduledBuild, scheduledBuild } from '../content/desk'
import { formatEastern } from './eastern'
import type { Outcome as OutcomeData } from './usePostEditor'

/**
 * What just happened, and what it means for the public site: the post's address (it opens at once
 * through the post shell) and when the scheduled build pre-renders it, or, after unpublishing,
 * that the pre-rendered page stays up until that build.
 */
export function Outcome({ outcome }: { outcome: OutcomeData }) {
  const post = outcome.post
  const now = new Date()
  const path = post ? postPath(post.doc.slug) : ''
  const at = post ? new Date(post.doc.publishedAt) : now
  const build = formatEastern(nextScheduledBuild(at > now ? at : now))
  const link = (
    <a href={path} className="font-semibold break-all text-forest-900 underline">
      {path}
    </a>
  )
  let body: React.ReactNode
  switch (outcome.action) {
    case 'publish':
    case 'update':
      body =
        post?.doc.status === 'published' && at <= now ? (
          <>
            Published. It is public now at {link} and appears on the blog. The next scheduled build
            ({scheduledBuild.summary}), around {build}, pre-renders it.
          </>
        ) : post?.doc.status === 'published' ? (
          <>
            Saved. Scheduled for {formatEastern(at)}: from then on it is public at {link}; the first
            scheduled build after that, around {build}, pre-renders it.
          </>
        ) : (
          <>Draft saved. Only editors can see it.</>
        )
      break
    case 'schedule':
      body = (
        <>
          Scheduled for {formatEastern(at)}. From then on it is public at {link}; the first
          scheduled build after that, around {build}, pre-renders it.
        </>
      )
      break
    case 'unpublish':
      body = (
        <>
          Unpublished: it is a draft again and has left the blog’s list. Its pre-rendered page at{' '}
          {link} stays up until the next scheduled build, around {build}.
        </>
      )
      break
    case 'draft':
      body = <>Draft saved. Only editors can see it.</>
      break
    case 'delete':
      body = <>Deleted.</>
      break
    case 'copy':
      body = (
        <>
          Your text is saved as a new draft, “{post?.doc.title}”. The post you were editing keeps
          the other version.
        </>
      )
      break
  }
  return (
    <p
      role="status"
      className="rounded-xl border border-forest-300 bg-forest-50 p-4 text-forest-950"
    >
      {body}
    </p>
  )
}
