import type { Locator } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The post body's text as its editor (CodeMirror, a contenteditable textbox) shows it: a line per
 * drawn line. It draws every line of a text as short as a test's; Playwright's toHaveValue reads
 * only inputs and textareas.
 */
export const bodyText = (body: Locator) =>
  body.evaluate((el) =>
    [...el.querySelectorAll(':scope > .cm-line')].map((line) => line.textContent ?? '').join('\n'),
  )

/** Waits until the body's text is `expected` (or matches it). */
export async function expectBody(body: Locator, expected: string | RegExp): Promise<void> {
  const read = expect.poll(() => bodyText(body))
  await (typeof expected === 'string' ? read.toBe(expected) : read.toMatch(expected))
}
