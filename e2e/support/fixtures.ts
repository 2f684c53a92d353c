import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error, an uncaught exception or a React hydration warning,
 * unless the test declares that exact message as expected (a 404 it provokes, say).
 */
export class ConsoleGuard {
  private readonly problems: string[] = []
  private readonly allowed: RegExp[] = []

  /** Declares a console message this test provokes on purpose. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern)
  }

  record(kind: string, text: string): void {
    if (this.allowed.some((pattern) => pattern.test(text))) return
    this.problems.push(`${kind}: ${text}`)
  }

  assertClean(): void {
    expect(this.problems, 'console errors, page errors or hydration warnings').toEqual([])
  }
}

const HYDRATION =
  /hydrat|did not match|server rendered HTML|Minified React error #4(18|19|20|21|22|23|25)/i

/** Reports the page's console errors, uncaught exceptions and hydration warnings to the guard. */
export function guardPage(page: Page, guard: ConsoleGuard): void {
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error') guard.record('console.error', text)
    else if (message.type() === 'warning' && HYDRATION.test(text)) guard.record('warning', text)
  })
  page.on('pageerror', (error) => guard.record('pageerror', error.message))
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const guard = new ConsoleGuard()
      guardPage(page, guard)
      await use(guard)
      guard.assertClean()
    },
    { auto: true },
  ],
})

export { expect }

/** Opens a page and waits until React has hydrated it (the shell sets html[data-hydrated]). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/**
 * Waits until the shell has hydrated (html[data-hydrated="true"]), on the attribute's mutation.
 * A locator's wait polls, at intervals that grow to a second: it saw hydration ~1 s after load
 * where it happened after ~0.5 s (measured 2026-11-24), on every test that opens a page. A
 * navigation meanwhile (a recovery reload) ends the page's observer: the locator then waits.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const root = document.documentElement
          if (root.dataset.hydrated === 'true') return resolve()
          new MutationObserver((_, observer) => {
            if (root.dataset.hydrated !== 'true') return
            observer.disconnect()
            resolve()
          }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
        }),
    )
  } catch (error) {
    if (!/context was destroyed|navigat/i.test(String(error))) throw error
  }
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** How far the page scrolls sideways at its viewport's width, in px (0 or less: not at all). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}
