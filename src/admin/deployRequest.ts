// The answer is kept per document ("posts/abc"), so the message survives a re-render or the move
// to a new document's address.
import { create } from 'zustand'
import { nextScheduledBuild } from '../content/desk'
import { formatEastern } from './eastern'
import type { DeskFirebase } from './firebase'

export type DeployNotice =
  | { target: string; state: 'asking' }
  | {
      target: string
      state: 'started' | 'scheduled' | 'failed'
      message: string
      liveAt?: string
    }

interface DeployNotices {
  notice: DeployNotice | null
  set: (notice: DeployNotice | null) => void
}

export const useDeployNotice = create<DeployNotices>((set) => ({
  notice: null,
  set: (notice) => set({ notice }),
}))

const nextBuild = () => {
  const now = new Date()
  return `at the next scheduled build, ${formatEastern(nextScheduledBuild(now), now, { about: true, zone: true })}`
}

export async function requestDeploy({ auth }: DeskFirebase, target: string, reason: string) {
  const { set } = useDeployNotice.getState()
  const failed = (why: string) =>
    set({
      target,
      state: 'failed',
      message: `No build was started: ${why} The site's pages are rebuilt with the change ${nextBuild()}.`,
    })
  if (!navigator.onLine) return failed('you are offline.')
  const user = auth.currentUser
  if (!user) return failed('you are signed out.')
  set({ target, state: 'asking' })
  try {
    const asked = Date.now()
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
      estimate?: { minutes?: unknown } | null
    }
    // Not set up (200), or a server without staff accounts (503): the scheduled build.
    if (body.configured === false)
      return set({
        target,
        state: 'scheduled',
        message: `Publishing does not start a build here: the site's pages are rebuilt with the change ${nextBuild()}.`,
      })
    if (response.ok && typeof body.message === 'string') {
      const minutes = body.estimate?.minutes
      return set({
        target,
        state: 'started',
        message: body.message,
        ...(typeof minutes === 'number'
          ? { liveAt: new Date(asked + minutes * 60_000).toISOString() }
          : {}),
      })
    }
    failed(
      typeof body.error === 'string' ? body.error : `the server answered HTTP ${response.status}.`,
    )
  } catch (error) {
    failed(
      `the server could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    )
  }
}
