import { afterEach, describe, expect, it, vi } from 'vitest'
import { failureMessage } from './failureMessage'
import { Offline } from './store/errors'

describe('failureMessage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('puts Firestore’s codes in the writer’s words', () => {
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    })
    expect(failureMessage(denied)).toBe(
      'Not saved: the database refused it (if your role was changed, sign out and in again; or ask the owner). Your changes are kept on this device.',
    )
    expect(failureMessage(denied)).not.toContain('permissions')
  })

  it('says offline in the desk’s one sentence: nothing sent, nothing queued, the text kept', () => {
    expect(failureMessage(new Offline())).toBe(
      'You are offline: nothing was saved or sent, and nothing waits to be sent later. What you typed stays on this device; try again once you are back online.',
    )
    // A transaction that failed for want of a connection, while the browser says it is offline.
    vi.stubGlobal('navigator', { onLine: false })
    expect(failureMessage(new Error('Failed to get document because the client is offline.'))).toBe(
      new Offline().message,
    )
  })
})
