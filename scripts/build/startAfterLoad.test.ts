import { describe, expect, it } from 'vitest'
import { loaderScript, PAINT_WAIT_MS, startAfterLoad } from './startAfterLoad'

const page = (head: string) =>
  `<!DOCTYPE html><html><head><title>x</title>${head}</head><body><main>Hi</main></body></html>`

describe('startAfterLoad', () => {
  it('replaces the entry module tag with an inline loader of the same entry', () => {
    const html = startAfterLoad(
      page('<script type="module" crossorigin="" src="/assets/abc.js"></script>'),
    )
    expect(html).not.toContain('src="/assets/abc.js"')
    expect(html).toContain(
      `<script data-entry="/assets/abc.js">${loaderScript('/assets/abc.js')}</script>`,
    )
  })

  it('refuses a page with no entry, or with two', () => {
    expect(() => startAfterLoad(page(''))).toThrow(/found 0/)
    const tag = '<script type="module" crossorigin src="/assets/a.js"></script>'
    expect(() => startAfterLoad(page(tag + tag))).toThrow(/found 2/)
  })
})

describe('the loader', () => {
  type Listener = (event?: unknown) => void
  interface Entry {
    element: unknown
  }
  const mainImage = { tag: 'img' }

  /** Runs the loader against a fake window: listeners, frames and timers run when the test says. */
  function run(readyState: string, options: { lcp?: boolean; image?: boolean } = {}) {
    const listeners = new Map<string, Listener>()
    const frames: Listener[] = []
    const timers: { fn: Listener; ms: number }[] = []
    const imported: string[] = []
    const observers: ((entries: Entry[]) => void)[] = []
    const buffered: Entry[] = []
    class FakeObserver {
      static supportedEntryTypes = options.lcp === false ? ['paint'] : ['largest-contentful-paint']
      constructor(private callback: (list: { getEntries: () => Entry[] }) => void) {}
      observe() {
        const deliver = (entries: Entry[]) => this.callback({ getEntries: () => entries })
        observers.push(deliver)
        if (buffered.length) deliver([...buffered])
      }
      disconnect() {
        observers.length = 0
      }
    }
    // The early-tap part of the loader needs these; its own tests are below.
    class FakeMutationObserver {
      observe() {}
      disconnect() {}
    }
    const env = {
      document: {
        readyState,
        querySelector: () => (options.image === false ? null : mainImage),
        documentElement: { hasAttribute: () => false },
      },
      MutationObserver: FakeMutationObserver,
      removeEventListener: (type: string) => listeners.delete(type),
      window: { PerformanceObserver: FakeObserver },
      addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
      requestAnimationFrame: (fn: Listener) => frames.push(fn),
      setTimeout: (fn: Listener, ms = 0) => timers.push({ fn, ms }),
      load: (url: string) => imported.push(url),
    }
    // The loader's `import(...)` is syntax, not a function: route it to a spy for the test.
    const code = loaderScript('/assets/e.js').replace('import(', 'load(')
    new Function(...Object.keys(env), code)(...Object.values(env))
    const runTimers = (filter: (ms: number) => boolean) => {
      const due = timers.filter((t) => filter(t.ms))
      for (const timer of due) timers.splice(timers.indexOf(timer), 1)
      for (const timer of due) timer.fn()
    }
    return {
      listeners,
      imported,
      buffered,
      paint: (element: unknown) => {
        for (const deliver of [...observers]) deliver([{ element }])
      },
      frame: () => {
        for (const frame of frames.splice(0)) frame()
      },
      soonTimers: () => runTimers((ms) => ms < PAINT_WAIT_MS),
      lastResort: () => runTimers((ms) => ms === PAINT_WAIT_MS),
    }
  }

  it('waits for load and the paint of the main image, then imports the entry once', () => {
    const page = run('interactive')
    page.listeners.get('load')?.()
    page.paint({ tag: 'h1' })
    page.soonTimers()
    expect(page.imported).toEqual([])
    page.paint(mainImage)
    page.soonTimers()
    expect(page.imported).toEqual(['/assets/e.js'])
    page.lastResort()
    expect(page.imported).toEqual(['/assets/e.js'])
  })

  it('takes a paint reported before load into account (buffered)', () => {
    const page = run('loading')
    page.buffered.push({ element: mainImage })
    page.listeners.get('load')?.()
    page.soonTimers()
    expect(page.imported).toEqual(['/assets/e.js'])
  })

  it('on a page without a main image, starts after the first reported paint', () => {
    const page = run('complete', { image: false })
    expect(page.imported).toEqual([])
    page.paint({ tag: 'h1' })
    page.soonTimers()
    expect(page.imported).toEqual(['/assets/e.js'])
  })

  it('starts after a while when the main image is never the largest paint', () => {
    const page = run('complete')
    page.paint({ tag: 'h1' })
    page.soonTimers()
    expect(page.imported).toEqual([])
    page.lastResort()
    expect(page.imported).toEqual(['/assets/e.js'])
  })

  it('without paint reports, starts on the frame after load', () => {
    const page = run('complete', { lcp: false })
    page.soonTimers()
    expect(page.imported).toEqual([])
    page.frame()
    page.soonTimers()
    expect(page.imported).toEqual(['/assets/e.js'])
  })

  it('starts at once when the visitor taps or types before the page has loaded', () => {
    for (const event of ['pointerdown', 'keydown', 'focusin', 'touchstart']) {
      const page = run('loading')
      page.listeners.get(event)?.()
      expect(page.imported, event).toEqual(['/assets/e.js'])
      page.listeners.get('load')?.()
      page.paint(mainImage)
      page.soonTimers()
      page.lastResort()
      expect(page.imported, event).toEqual(['/assets/e.js'])
    }
  })
})

describe('the early tap', () => {
  /** A disclosure button whose state only a hydrated app would change. */
  function disclosure(expanded = false) {
    const button = {
      expanded,
      clicks: 0,
      isConnected: true,
      getAttribute: (name: string) => (name === 'aria-expanded' ? String(button.expanded) : null),
      closest: (selector: string) => (selector === 'button[aria-expanded]' ? button : null),
      click: () => {
        button.clicks++
        button.expanded = !button.expanded
      },
    }
    return button
  }

  function page() {
    const listeners = new Map<string, (event: unknown) => void>()
    let mutation: (() => void) | null = null
    const root = new Set<string>()
    const env = {
      document: {
        readyState: 'loading',
        querySelector: () => null,
        documentElement: { hasAttribute: (name: string) => root.has(name) },
      },
      window: {},
      MutationObserver: class {
        constructor(private callback: (records: unknown[], observer: unknown) => void) {}
        observe() {
          mutation = () => this.callback([], this)
        }
        disconnect() {
          mutation = null
        }
      },
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
      requestAnimationFrame: () => {},
      setTimeout: () => {},
      load: () => {},
    }
    const code = loaderScript('/assets/e.js').replace('import(', 'load(')
    new Function(...Object.keys(env), code)(...Object.values(env))
    return {
      click: (target: unknown) => listeners.get('click')?.({ target }),
      hydrate: () => {
        root.add('data-hydrated')
        mutation?.()
      },
      listening: () => listeners.has('click'),
    }
  }

  it('opens the menu the visitor tapped before the app was there', () => {
    const menu = disclosure()
    const tab = page()
    tab.click(menu)
    expect(menu.clicks).toBe(0)
    tab.hydrate()
    expect(menu.clicks).toBe(1)
    expect(menu.expanded).toBe(true)
    expect(tab.listening()).toBe(false)
  })

  it('still opens it after two taps that did nothing', () => {
    const menu = disclosure()
    const tab = page()
    tab.click(menu)
    tab.click(menu)
    tab.hydrate()
    expect(menu.expanded).toBe(true)
    expect(menu.clicks).toBe(1)
  })

  it('does not repeat a tap the app already handled while hydrating', () => {
    const menu = disclosure()
    const tab = page()
    tab.click(menu)
    menu.expanded = true // React handled that click itself
    tab.hydrate()
    expect(menu.clicks).toBe(0)
    expect(menu.expanded).toBe(true)
  })

  it('leaves other elements alone, and taps after hydration to the app', () => {
    const menu = disclosure()
    const tab = page()
    tab.click({ closest: () => null })
    tab.hydrate()
    tab.click(menu)
    expect(menu.clicks).toBe(0)
  })
})
