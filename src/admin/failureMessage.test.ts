import { afterEach, describe, expect, it, vi } from 'vitest'
import { failureMessage } from './failureMessage'
import { Offline } from './postWrites'

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

  it('says offline plainly, and that the text is kept', () => {
    expect(failureMessage(new Offline())).toBe(
      'You are offline: nothing was saved or published. Your changes are kept on this device; save again once you are back online.',
    )
  })

  it('does not promise a copy on the device where a form keeps none', () => {
    expect(failureMessage(new Offline(), { keptOnDevice: false })).toBe(
      'You are offline: nothing was saved or published. Your changes stay in the form while this page is open; save again once you are back online.',
    )
  })
})
