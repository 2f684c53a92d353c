// The answer is kept per post, so the message survives a re-render or the move to a new post's
// address.
import { create } from 'zustand'
import type { PostDocument } from '../blog/schema'
import { nextScheduledBuild } from '../content/desk'
import { formatEastern } from './eastern'
import type { DeskFirebase } from './firebase'
import { postState } from './postForm'

export type DeployNotice =
  | { postId: string; state: 'asking' }
  | { postId: string; state: 'started' | 'scheduled' | 'failed'; message: string }

interface DeployNotices {
  notice: DeployNotice | null
  set: (notice: DeployNotice | null) => void
}

export const useDeployNotice = create<DeployNotices>((set) => ({
  notice: null,
  set: (notice) => set({ notice }),
}))

/** Whether a save changed what visitors see: the post was public before it, or is after it. */
export function touchesPublished(
  before: Pick<PostDocument, 'status' | 'publishedAt'> | null,
  after: Pick<PostDocument, 'status' | 'publishedAt'> | null,
  now: Date,
): boolean {
  const live = (doc: typeof before) => doc !== null && postState(doc, now) === 'published'
  return live(before) || live(after)
}

const nextBuild = () =>
  `at the next scheduled build, around ${formatEastern(nextScheduledBuild(new Date()))}`

export async function requestDeploy({ auth }: DeskFirebase, postId: string, reason: string) {
  const { set } = useDeployNotice.getState()
  const failed = (why: string) =>
    set({
      postId,
      state: 'failed',
      message: `No build was started: ${why} The site's pages are rebuilt with the change ${nextBuild()}.`,
    })
  if (!navigator.onLine) return failed('you are offline.')
  const user = auth.currentUser
  if (!user) return failed('you are signed out.')
  set({ postId, state: 'asking' })
  try {
    const response = await fetch('/api/deploy', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await user.getIdToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ reason }),
    })
    const body = (await response.json().catch(() => ({}))) as {
      message?: unknown
      error?: unknown
      configured?: unknown
    }
    // Not set up (200), or a server without staff accounts (503): the scheduled build.
    if (body.configured === false)
      return set({
        postId,
        state: 'scheduled',
        message: `Publishing does not start a build here: the site's pages are rebuilt with the change ${nextBuild()}.`,
      })
    if (response.ok && typeof body.message === 'string')
      return set({ postId, state: 'started', message: body.message })
    failed(
      typeof body.error === 'string' ? body.error : `the server answered HTTP ${response.status}.`,
    )
  } catch (error) {
    failed(
      `the server could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    )
  }
}
