// A failed refresh keeps what is there; the page shows the error only when it has no posts.
import { create } from 'zustand'
import { type LiveSettings, liveSettings } from '../blog/config'
import { comparePosts } from '../blog/order'
import { type BlogPost, type PostSummary, toSummary } from '../blog/types'

export type FetchNewer = (settings: LiveSettings, afterIso: string | null) => Promise<BlogPost[]>

const fetchNewerFromFirestore: FetchNewer = async (settings, afterIso) =>
  (await import('../blog/live')).fetchPostsAfter(settings, afterIso)

export interface PostsState {
  posts: PostSummary[]
  live: Record<string, BlogPost>
  loading: boolean
  error: string | null
  seeded: boolean
  seed: (snapshot: PostSummary[]) => void
  refresh: () => Promise<void>
  remember: (post: BlogPost) => void
}

function newest(posts: PostSummary[]): string | null {
  return posts.reduce<string | null>(
    (max, p) => (!max || p.publishedAt > max ? p.publishedAt : max),
    null,
  )
}

export function mergePosts(current: PostSummary[], incoming: PostSummary[]): PostSummary[] {
  const bySlug = new Map(current.map((p) => [p.slug, p]))
  for (const post of incoming) {
    const existing = bySlug.get(post.slug)
    if (!existing || comparePosts(post, existing) <= 0) bySlug.set(post.slug, post)
  }
  return [...bySlug.values()].sort(comparePosts)
}

export function createPostsStore(
  deps: { settings: () => LiveSettings | null; fetchNewer: FetchNewer } = {
    settings: () => liveSettings(),
    fetchNewer: fetchNewerFromFirestore,
  },
) {
  let inFlight: Promise<void> | null = null

  const store = create<PostsState>()((set, get) => ({
    posts: [],
    live: {},
    // With Firebase configured an empty listing says "Loading posts..." from its first frame.
    loading: deps.settings() !== null,
    error: null,
    seeded: false,
    seed: (snapshot) => {
      if (get().seeded) return
      set({ posts: mergePosts(get().posts, snapshot), seeded: true })
    },
    remember: (post) => {
      set((state) => ({
        posts: mergePosts(state.posts, [toSummary(post)]),
        live: { ...state.live, [post.slug]: post },
      }))
    },
    refresh: () => {
      const settings = deps.settings()
      if (!settings) return Promise.resolve()
      inFlight ??= run(settings).finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }))

  async function run(settings: LiveSettings): Promise<void> {
    store.setState({ loading: true, error: null })
    try {
      const fresh = await deps.fetchNewer(settings, newest(store.getState().posts))
      store.setState((state) => ({
        posts: mergePosts(state.posts, fresh.map(toSummary)),
        live: { ...state.live, ...Object.fromEntries(fresh.map((p) => [p.slug, p])) },
        loading: false,
      }))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // A warning: over pre-rendered posts a failed refresh is not the visitor's problem.
      console.warn(`Blog refresh failed: ${message}`)
      store.setState({ loading: false, error: message })
    }
  }

  return store
}

export const usePostsStore = createPostsStore()
