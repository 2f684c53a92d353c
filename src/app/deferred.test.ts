// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenReachedFor } from './deferred'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
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

/** Whether the part's code has been started, read after pending promise callbacks have run. */
function startOf(anchor: string) {
  let started = false
  void whenReachedFor(anchor).then(() => {
    started = true
  })
  return async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    return started
  }
}

describe('whenReachedFor: a part that waits to be used', () => {
  it('keeps a press inside it from the app, and starts once the press has ended and painted', async () => {
    const heard = rootHears()
    const started = startOf('part')
    fire('outside', 'pointerdown')
    for (const type of ['pointerdown', 'focusin', 'pointerup', 'change']) fire('deck', type)
    vi.advanceTimersByTime(2000)
    // The press has not ended: nothing started, and only what happened outside reached the root.
    expect(await started()).toBe(false)
    expect(heard).toEqual(['pointerdown'])
    fire('deck', 'click')
    expect(await started()).toBe(false)
    vi.advanceTimersByTime(20)
    expect(await started()).toBe(true)
    // Started: its events reach the app again.
    fire('deck', 'click')
    expect(heard).toEqual(['pointerdown', 'click'])
  })

  it('starts after a press the browser took for a scroll, at the latest a moment after it', async () => {
    // A page the browser draws no frame for.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const started = startOf('part')
    fire('deck', 'pointerdown')
    fire('deck', 'pointercancel')
    vi.advanceTimersByTime(249)
    expect(await started()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await started()).toBe(true)
  })

  it('starts at once on a key, a focus or an input, without a press', async () => {
    for (const type of ['keydown', 'focusin', 'input', 'change']) {
      const started = startOf('part')
      fire('outside', type)
      expect(await started()).toBe(false)
      fire('deck', type)
      expect(await started()).toBe(true)
    }
  })
})
