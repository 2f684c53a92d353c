// Runs the start-up loader exactly as pages inline it, against a fake window the test drives.
import { PAINT_WAIT_MS, START_LIMIT_MS } from '../../src/app/startup'
import { loaderCode } from './startAfterLoad'

type Listener = (event?: unknown) => void
interface PaintEntry {
  element: unknown
}

export const ENTRY = '/assets/e.js'
export const MAIN_IMAGE = { tag: 'img' }

export interface HarnessOptions {
  readyState?: string
  lcp?: boolean
  image?: boolean
}

export function runLoader(options: HarnessOptions = {}) {
  const listeners = new Map<string, Listener>()
  const frames: Listener[] = []
  const timers: { fn: Listener; ms: number }[] = []
  const imported: string[] = []
  const paintObservers: ((entries: PaintEntry[]) => void)[] = []
  const buffered: PaintEntry[] = []
  const rootAttributes = new Set<string>()
  let onRootMutation: (() => void) | null = null

  class FakePerformanceObserver {
    static supportedEntryTypes = options.lcp === false ? ['paint'] : ['largest-contentful-paint']
    constructor(private callback: (list: { getEntries: () => PaintEntry[] }) => void) {}
    observe() {
      const deliver = (entries: PaintEntry[]) => this.callback({ getEntries: () => entries })
      paintObservers.push(deliver)
      if (buffered.length) deliver([...buffered])
    }
    disconnect() {
      paintObservers.length = 0
    }
  }
  class FakeMutationObserver {
    constructor(private callback: (records: unknown[], observer: unknown) => void) {}
    observe() {
      onRootMutation = () => this.callback([], this)
    }
    disconnect() {
      onRootMutation = null
    }
  }

  const document = {
    readyState: options.readyState ?? 'loading',
    currentScript: { dataset: { entry: ENTRY } },
    querySelector: () => (options.image === false ? null : MAIN_IMAGE),
    documentElement: { hasAttribute: (name: string) => rootAttributes.has(name) },
  }
  const window = {
    document,
    PerformanceObserver: FakePerformanceObserver,
    MutationObserver: FakeMutationObserver,
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    requestAnimationFrame: (fn: Listener) => frames.push(fn),
    setTimeout: (fn: Listener, ms = 0) => timers.push({ fn, ms }),
  }
  // The loader's `import(...)` is syntax, not a function: route it to a spy.
  const code = loaderCode().replace(/\bimport\(/, '__import(')
  const load = (url: string) => imported.push(url)
  new Function('window', 'document', '__import', code)(window, document, load)

  const runTimers = (due: (ms: number) => boolean) => {
    const now = timers.filter((t) => due(t.ms))
    for (const timer of now) timers.splice(timers.indexOf(timer), 1)
    for (const timer of now) timer.fn()
  }
  return {
    imported,
    buffered,
    fire: (type: string, event?: unknown) => listeners.get(type)?.(event),
    listening: (type: string) => listeners.has(type),
    paint: (element: unknown) => {
      for (const deliver of [...paintObservers]) deliver([{ element }])
    },
    frame: () => {
      for (const frame of frames.splice(0)) frame()
    },
    soonTimers: () => runTimers((ms) => ms < PAINT_WAIT_MS),
    lastResort: () => runTimers((ms) => ms === PAINT_WAIT_MS),
    startLimit: () => runTimers((ms) => ms === START_LIMIT_MS),
    hydrate: () => {
      rootAttributes.add('data-hydrated')
      onRootMutation?.()
    },
  }
}
