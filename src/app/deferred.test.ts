// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPress, whenReachedFor } from './deferred'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  document.body.innerHTML =
    '<div id="root"><p id="outside">Text</p><div data-defer="part"><input type="radio" id="deck"></div></div>'
})
afterEach(() => {
  vi.useRealTimers()
})

const fire = (id: string, type: string) =>
  document.getElementById(id)?.dispatchEvent(new Event(type, { bubbles: true, composed: true }))

/** What a listener on the app's root hears, as React's would. */
function rootHears(): string[] {
  const heard: string[] = []
  for (const type of ['pointerdown', 'pointerup', 'focusin', 'click', 'change', 'keydown'])
    document.getElementById('root')?.addEventListener(type, (event) => heard.push(event.type))
  return heard
}

describe('afterPress', () => {
  it('answers once, after the click and the frame that paints it', async () => {
    const done = vi.fn()
    afterPress(window, done)
    vi.advanceTimersByTime(500)
    expect(done).not.toHaveBeenCalled()
    fire('deck', 'click')
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('answers when the browser takes the press for a scroll, or after its limit', () => {
    const cancelled = vi.fn()
    afterPress(window, cancelled)
    fire('deck', 'pointercancel')
    vi.advanceTimersByTime(300)
    expect(cancelled).toHaveBeenCalledTimes(1)
    const never = vi.fn()
    afterPress(window, never, 1000)
    vi.advanceTimersByTime(1000)
    expect(never).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300)
    expect(never).toHaveBeenCalledTimes(1)
  })
})

describe('whenReachedFor: a part that waits to be used', () => {
  it('keeps a press inside it from the app until the press has painted, then starts', async () => {
    const heard = rootHears()
    let started = false
    void whenReachedFor('part').then(() => {
      started = true
    })
    fire('outside', 'pointerdown')
    for (const type of ['pointerdown', 'focusin', 'pointerup', 'click', 'change'])
      fire('deck', type)
    await Promise.resolve()
    expect(started).toBe(false)
    // Only what happened outside the part reached the root.
    expect(heard).toEqual(['pointerdown'])
    vi.advanceTimersByTime(300)
    await Promise.resolve()
    expect(started).toBe(true)
    // Started: its events reach the app again.
    fire('deck', 'click')
    expect(heard).toEqual(['pointerdown', 'click'])
  })

  it('starts at once on a key or a change, without a press', async () => {
    let started = false
    void whenReachedFor('part').then(() => {
      started = true
    })
    fire('deck', 'keydown')
    await Promise.resolve()
    expect(started).toBe(true)
  })
})
