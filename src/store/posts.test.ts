import { describe, expect, it, vi } from 'vitest'
import type { BlogPost, PostSummary } from '../blog/types'
import { createPostsStore, mergePosts } from './posts'

const settings = { apiKey: 'k', projectId: 'demo-oakember' }

function post(slug: string, publishedAt: string): BlogPost {
  return {
    id: slug,
    slug,
    title: slug,
    excerpt: '',
    author: 'A',
    tags: [],
    publishedAt,
    content: 'body',
    seo: { title: slug, ogImage: null },
    cover: null,
  }
}

const snapshot: PostSummary[] = [
  post('b', '2025-05-01T00:00:00.000Z'),
  post('a', '2025-01-01T00:00:00.000Z'),
].map(({ content: _c, ...s }) => s)

describe('posts store', () => {
  it('asks only for posts newer than the newest one it has, and adds them first', async () => {
    const fetchNewer = vi.fn(async () => [post('c', '2025-09-01T00:00:00.000Z')])
    const store = createPostsStore({ settings: () => settings, fetchNewer })
    store.getState().seed(snapshot)
    await store.getState().refresh()
    expect(fetchNewer).toHaveBeenCalledWith(settings, '2025-05-01T00:00:00.000Z')
    const state = store.getState()
    expect(state.posts.map((p) => p.slug)).toEqual(['c', 'b', 'a'])
    expect(state.live.c?.content).toBe('body')
    expect(state.loading).toBe(false)
    expect(state.error).toBeNull()
  })

  it('keeps the snapshot posts when a refresh fails, and records the error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createPostsStore({
      settings: () => settings,
      fetchNewer: async () => {
        throw new Error('offline')
      },
    })
    store.getState().seed(snapshot)
    await store.getState().refresh()
    const state = store.getState()
    expect(state.posts.map((p) => p.slug)).toEqual(['b', 'a'])
    expect(state.loading).toBe(false)
    expect(state.error).toBe('offline')
    expect(warn).toHaveBeenCalledWith('Blog refresh failed: offline')
  })

  it('is loading from the start only when Firebase is configured, and never calls it otherwise', async () => {
    const fetchNewer = vi.fn(async () => [])
    const off = createPostsStore({ settings: () => null, fetchNewer })
    expect(off.getState().loading).toBe(false)
    await off.getState().refresh()
    expect(fetchNewer).not.toHaveBeenCalled()
    const on = createPostsStore({ settings: () => settings, fetchNewer })
    expect(on.getState().loading).toBe(true)
    await on.getState().refresh()
    expect(on.getState().loading).toBe(false)
  })

  it('runs one refresh at a time', async () => {
    let release: (posts: BlogPost[]) => void = () => {}
    const fetchNewer = vi.fn(() => new Promise<BlogPost[]>((r) => (release = r)))
    const store = createPostsStore({ settings: () => settings, fetchNewer })
    const first = store.getState().refresh()
    const second = store.getState().refresh()
    release([])
    await Promise.all([first, second])
    expect(fetchNewer).toHaveBeenCalledTimes(1)
  })
})

describe('mergePosts', () => {
  it('lets the newer post win a shared slug', () => {
    const [b] = snapshot
    if (!b) throw new Error('fixture')
    const merged = mergePosts(snapshot, [
      { ...b, id: 'b2', publishedAt: '2025-06-01T00:00:00.000Z' },
    ])
    expect(merged.map((p) => p.id)).toEqual(['b2', 'a'])
  })
})
