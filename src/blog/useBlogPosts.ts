import { useEffect, useRef } from 'react'
import { usePostsStore } from '../store/posts'
import type { PostSummary } from './types'

export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, 200)
  return () => window.clearTimeout(timer)
}

export function useBlogPosts(snapshot: PostSummary[]) {
  const state = usePostsStore()
  const { seed, refresh } = state
  const snapshotRef = useRef(snapshot)
  snapshotRef.current = snapshot

  // Once per view (mount), whatever re-renders or tag changes follow.
  useEffect(() => {
    seed(snapshotRef.current)
    return whenIdle(() => void refresh())
  }, [seed, refresh])

  return {
    posts: state.seeded ? state.posts : snapshot,
    loading: state.loading,
    error: state.error,
  }
}
