import { describe, expect, it } from 'vitest'
import type { PostDocument } from '../../blog/schema'
import { posts } from '../collections/posts'
import { touchesLive } from './live'

describe('a change visitors see, for the posts', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const post = (status: PostDocument['status'], publishedAt: string) =>
    ({ status, publishedAt }) as PostDocument
  const published = post('published', '2026-11-20T12:00:00Z')
  const scheduled = post('published', '2026-12-01T12:00:00Z')
  const draft = post('draft', '2026-11-20T12:00:00Z')
  it('is true for a publish, an unpublish, a change or a delete of a public post', () => {
    expect(touchesLive(posts, null, published, now)).toBe(true)
    expect(touchesLive(posts, draft, published, now)).toBe(true)
    expect(touchesLive(posts, published, draft, now)).toBe(true)
    expect(touchesLive(posts, published, published, now)).toBe(true)
    expect(touchesLive(posts, published, null, now)).toBe(true)
  })
  it('is false for drafts and scheduled posts (the scheduled build publishes those)', () => {
    expect(touchesLive(posts, null, draft, now)).toBe(false)
    expect(touchesLive(posts, draft, scheduled, now)).toBe(false)
    expect(touchesLive(posts, scheduled, draft, now)).toBe(false)
    expect(touchesLive(posts, draft, null, now)).toBe(false)
  })
})
