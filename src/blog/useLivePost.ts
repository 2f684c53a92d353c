import { useCallback, useEffect, useState } from 'react'
import { SITE_URL } from '../lib/env'
import { usePostsStore } from '../store/posts'
import { liveSettings } from './config'
import type { BlogPost, RenderedPost } from './types'

export type LivePostState =
  | { status: 'loading' }
  | { status: 'found'; post: RenderedPost }
  | { status: 'missing' }
  | { status: 'failed'; message: string }

async function render(post: BlogPost): Promise<RenderedPost> {
  const { renderMarkdown } = await import('./markdown')
  const { content, ...summary } = post
  return { ...summary, html: await renderMarkdown(content, SITE_URL) }
}

export function useLivePost(slug: string | undefined): [LivePostState, () => void] {
  const [state, setState] = useState<LivePostState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const remember = usePostsStore((s) => s.remember)

  useEffect(() => {
    // `attempt` re-runs the read when the visitor retries.
    void attempt
    let cancelled = false
    const settings = liveSettings()
    const known = slug ? usePostsStore.getState().live[slug] : undefined
    setState({ status: 'loading' })
    const read = async (): Promise<BlogPost | null> => {
      if (known) return known
      if (!settings || !slug) return null
      return (await import('./live')).fetchPostBySlug(settings, slug)
    }
    read()
      .then(async (post) => {
        if (cancelled) return
        if (!post) return setState({ status: 'missing' })
        const rendered = await render(post)
        if (cancelled) return
        remember(post)
        setState({ status: 'found', post: rendered })
      })
      .catch((error: unknown) => {
        if (cancelled) return
        const message = error instanceof Error ? error.message : String(error)
        console.warn(`Could not read blog post "${slug}": ${message}`)
        setState({ status: 'failed', message })
      })
    return () => {
      cancelled = true
    }
  }, [slug, attempt, remember])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return [state, retry]
}
