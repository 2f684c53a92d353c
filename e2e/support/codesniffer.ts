import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** HTML_CodeSniffer's browser bundle: the sniffer, its standards and their messages. */
const HTMLCS = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
)

/**
 * HTML_CodeSniffer's (Squiz) WCAG 2 AA errors on the page as "code <element>: message" lines
 * (empty when it finds none). Its warnings and notices (11–17 and 84–132 a page here) ask a
 * person to check something ("check that the link text describes its target"), and are not read.
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated in the page like axe's legacy mode, past the page's Content Security Policy; the
  // bundle defines HTMLCS and its standards as globals. A scan takes ~0.16 s here.
  await page.evaluate(HTMLCS)
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element }
        const { HTMLCS: sniffer } = window as unknown as {
          HTMLCS: {
            ERROR: number
            process(
              standard: string,
              content: Document,
              done: () => void,
              failed: () => void,
              language: string,
            ): void
            getMessages(): Message[]
          }
        }
        const describe = (element: Element) => {
          if (!element.tagName) return 'the document'
          const id = element.id ? `#${element.id}` : ''
          const form = element.closest('form[data-form]')?.getAttribute('data-form')
          return `<${element.tagName.toLowerCase()}${id}>${form ? ` in form ${form}` : ''}`
        }
        sniffer.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === sniffer.ERROR)
                .map((message) => `${message.code} ${describe(message.element)}: ${message.msg}`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not load its WCAG2AA standard')),
          'en',
        )
      }),
  )
}
