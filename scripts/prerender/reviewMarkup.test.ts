import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIXTURE, parsePages } from './visibleText'

/**
 * No self-serving review markup: Google ignores, and may penalise, ratings a business publishes of
 * itself on its own pages. The fixture holds every built page's JSON-LD (npm run test:build keeps
 * it equal to dist/), so no page may carry AggregateRating or Review data.
 */
describe('structured data of the built pages', () => {
  it('carries no rating or review of the business', () => {
    const pages = parsePages(readFileSync(FIXTURE, 'utf8'))
    expect(pages.size).toBeGreaterThan(40)
    const offending = [...pages].filter(([, lines]) =>
      lines.some(
        (line) =>
          line.startsWith('jsonld:') && /AggregateRating|"Review"|"reviewRating"/.test(line),
      ),
    )
    expect(offending.map(([file]) => file)).toEqual([])
  })
})
