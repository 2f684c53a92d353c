// Which tab this is, so that its unsaved work is its own (docs/decisions/0039). The id lives in
// sessionStorage, which a reload keeps and a new tab does not; a lock (Web Locks) held while the
// tab lives tells a duplicated tab, which copies sessionStorage, that the id is taken.
const TAB_KEY = 'oak-ember-desk:tab'
const LOCK_PREFIX = 'oak-ember-desk:tab:'
/** A reload's previous page may hold the lock a moment longer than it lives. */
const RELEASE_WAIT_MS = 1500

let claimed: Promise<string> | null = null

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

function remembered(): string | null {
  try {
    return sessionStorage.getItem(TAB_KEY)
  } catch {
    return null
  }
}

function remember(id: string): void {
  try {
    sessionStorage.setItem(TAB_KEY, id)
  } catch {
    // Storage refused (private mode): the id lasts as long as the page.
  }
}

const locks = (): LockManager | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null

/** Held until the page goes; false when another open tab holds it. */
function hold(id: string, waitMs: number): Promise<boolean> {
  const manager = locks()
  if (!manager) return Promise.resolve(true)
  return new Promise((resolve) => {
    const signal = waitMs > 0 ? AbortSignal.timeout(waitMs) : undefined
    manager
      .request(`${LOCK_PREFIX}${id}`, signal ? { signal } : { ifAvailable: true }, (lock) => {
        resolve(lock !== null)
        return lock ? new Promise<void>(() => {}) : undefined
      })
      .catch(() => resolve(false))
  })
}

async function claim(): Promise<string> {
  const previous = remembered()
  if (previous && (await hold(previous, RELEASE_WAIT_MS))) return previous
  const id = newId()
  await hold(id, 0)
  remember(id)
  return id
}

export function thisTab(): Promise<string> {
  claimed ??= claim()
  return claimed
}

export async function openTabs(): Promise<Set<string> | null> {
  const manager = locks()
  if (!manager) return null
  try {
    const { held = [] } = await manager.query()
    return new Set(
      held
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(LOCK_PREFIX))
        .map((name) => name.slice(LOCK_PREFIX.length)),
    )
  } catch {
    return null
  }
}

export function forgetTabForTests(): void {
  claimed = null
}
