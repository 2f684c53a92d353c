// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  adoptDraft,
  clearDraft,
  type Draft,
  discardOtherDraft,
  otherDrafts,
  readDraft,
  writeDraft,
} from './drafts'
import { forgetTabForTests, openTabs, thisTab } from './tab'

/** The browser's lock manager as the tabs of one browser share it: held names, and waiters. */
function fakeLocks() {
  const held = new Set<string>()
  const locks = {
    request: (
      name: string,
      options: { ifAvailable?: boolean; signal?: AbortSignal },
      grant: (lock: { name: string } | null) => unknown,
    ) => {
      if (!held.has(name)) {
        held.add(name)
        grant({ name })
        return new Promise(() => {})
      }
      if (options.ifAvailable) {
        grant(null)
        return Promise.resolve()
      }
      // Held by another tab for good: the wait ends with the signal.
      return new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      )
    },
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
  }
  return { locks, held }
}

const place = { collection: 'projects', doc: 'p1' }
const draft = (text: string, savedAt = '2026-11-27T15:00:00.000Z'): Draft<{ text: string }> => ({
  values: { text },
  savedAt,
  baseUpdatedAt: null,
})

let browser: ReturnType<typeof fakeLocks>
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  browser = fakeLocks()
  vi.stubGlobal('navigator', { ...navigator, locks: browser.locks })
  forgetTabForTests()
})
afterEach(() => vi.unstubAllGlobals())

describe('a tab’s unsaved work', () => {
  it('is its own: another tab’s draft of the same document is listed apart, never read as its own', async () => {
    writeDraft(place, 'tab-a', draft('typed in A'))
    writeDraft(place, 'tab-b', draft('typed in B', '2026-11-27T16:00:00.000Z'))
    expect(readDraft(place, 'tab-a')?.values).toEqual({ text: 'typed in A' })
    const seenByA = await otherDrafts<{ text: string }>(place, 'tab-a')
    expect(seenByA.map((d) => [d.tab, d.values.text])).toEqual([['tab-b', 'typed in B']])
    // B discards its own: A's is untouched.
    clearDraft(place, 'tab-b')
    expect(readDraft(place, 'tab-a')?.values).toEqual({ text: 'typed in A' })
    // Another document's drafts are not this one's.
    writeDraft({ ...place, doc: 'p2' }, 'tab-c', draft('elsewhere'))
    expect(await otherDrafts(place, 'tab-b')).toHaveLength(1)
  })

  it('of a tab still open is copied when another opens it, and cannot be discarded from there', async () => {
    browser.held.add('oak-ember-desk:tab:tab-a')
    writeDraft(place, 'tab-a', draft('typed in A'))
    const [fromA] = await otherDrafts<{ text: string }>(place, 'tab-b')
    expect(fromA?.open).toBe(true)
    if (!fromA) throw new Error('no draft')
    adoptDraft(place, 'tab-b', fromA)
    discardOtherDraft(place, fromA)
    expect(readDraft(place, 'tab-a')?.values).toEqual({ text: 'typed in A' })
    expect(readDraft(place, 'tab-b')?.values).toEqual({ text: 'typed in A' })
  })

  it('of a closed tab moves to the tab that opens it, or goes when discarded there', async () => {
    writeDraft(place, 'closed-1', draft('left behind'))
    writeDraft(place, 'closed-2', draft('left behind too'))
    const [one, two] = await otherDrafts<{ text: string }>(place, 'tab-b')
    expect([one?.open, two?.open]).toEqual([false, false])
    if (!one || !two) throw new Error('no drafts')
    adoptDraft(place, 'tab-b', one)
    expect(readDraft(place, one.tab)).toBeNull()
    expect(readDraft(place, 'tab-b')?.values).toEqual(one.values)
    discardOtherDraft(place, two)
    expect(await otherDrafts(place, 'tab-b')).toEqual([])
  })

  it('written by the posts’ editor before drafts had a tab is offered, as from a closed tab', async () => {
    localStorage.setItem(
      'oak-ember-desk:draft:post-1',
      JSON.stringify({
        values: { title: 'Old' },
        savedAt: '2026-11-01T00:00:00Z',
        baseUpdatedAt: null,
      }),
    )
    const [earlier] = await otherDrafts({ collection: 'posts', doc: 'post-1' }, 'tab-b')
    expect(earlier).toMatchObject({ values: { title: 'Old' }, open: false })
    expect(await otherDrafts({ collection: 'projects', doc: 'post-1' }, 'tab-b')).toEqual([])
  })
})

describe('which tab this is', () => {
  it('keeps its id across a reload, and holds it while it lives', async () => {
    const id = await thisTab()
    expect(await thisTab()).toBe(id)
    expect(await openTabs()).toEqual(new Set([id]))
    // A reload: the same session, the page's lock given back as it goes.
    forgetTabForTests()
    browser.held.clear()
    expect(await thisTab()).toBe(id)
  })

  it('takes a new id in a duplicated tab, whose session names an id another open tab holds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const first = await thisTab()
      forgetTabForTests()
      // Duplicating a tab copies sessionStorage; the first tab still holds its lock.
      const duplicate = thisTab()
      await vi.advanceTimersByTimeAsync(2000)
      const second = await duplicate
      expect(second).not.toBe(first)
      expect(await openTabs()).toEqual(new Set([first, second]))
    } finally {
      vi.useRealTimers()
    }
  })
})
