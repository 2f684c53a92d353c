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

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const guard = new ConsoleGuard()
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error') guard.record('console.error', text)
        else if (message.type() === 'warning' && HYDRATION.test(text)) guard.record('warning', text)
      })
      page.on('pageerror', (error) => guard.record('pageerror', error.message))
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
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}
