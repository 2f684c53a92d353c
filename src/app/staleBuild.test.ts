import { describe, expect, it, vi } from 'vitest'
import { isStaleBuildError, RECOVERY_LOOP_MS, recoverFromStaleBuild } from './staleBuild'

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  }
}

describe('isStaleBuildError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/Page-abc.js'),
    new TypeError('Importing a module script failed.'),
    new SyntaxError('Unexpected token \'<\', "<!doctype "... is not valid JSON'),
  ])('recognises %s', (error) => {
    expect(isStaleBuildError(error)).toBe(true)
  })

  it('ignores ordinary errors', () => {
    expect(isStaleBuildError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isStaleBuildError(null)).toBe(false)
  })
})

describe('recoverFromStaleBuild', () => {
  const stale = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

  it('reloads the target once, then gives up inside the loop window', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 1_000
    const deps = { storage, reload, now: () => now }

    expect(recoverFromStaleBuild(stale, '/faq/', deps)).toBe(true)
    expect(reload).toHaveBeenCalledWith('/faq/')
    now += 5_000
    expect(recoverFromStaleBuild(stale, '/faq/', deps)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again for another URL or after the window', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 0
    const deps = { storage, reload, now: () => now }
    recoverFromStaleBuild(stale, '/faq/', deps)
    expect(recoverFromStaleBuild(stale, '/blog/', deps)).toBe(true)
    now += RECOVERY_LOOP_MS
    expect(recoverFromStaleBuild(stale, '/blog/', deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('keeps one window for routes and deferred parts alike: ten minutes (a part that stays blocked)', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 0
    const deps = { storage, reload, now: () => now }
    expect(recoverFromStaleBuild(stale, '/', deps)).toBe(true)
    now += 60_000
    expect(recoverFromStaleBuild(stale, '/', deps)).toBe(false)
    now += 600_000
    expect(recoverFromStaleBuild(stale, '/', deps)).toBe(true)
  })

  it('does nothing for an ordinary error', () => {
    const reload = vi.fn()
    expect(
      recoverFromStaleBuild(new Error('boom'), '/', {
        storage: memoryStorage(),
        reload,
        now: () => 0,
      }),
    ).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
