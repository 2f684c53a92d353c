import { describe, expect, it } from 'vitest'
import { isCrossSite } from './crossSite'

const from =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name.toLowerCase()]

describe('a post from another site', () => {
  it('is told by Sec-Fetch-Site: only the site’s own pages (and a typed address) pass', () => {
    expect(isCrossSite(from({ 'sec-fetch-site': 'same-origin' }))).toBe(false)
    expect(isCrossSite(from({ 'sec-fetch-site': 'none' }))).toBe(false)
    expect(isCrossSite(from({ 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isCrossSite(from({ 'sec-fetch-site': 'same-site' }))).toBe(true)
    // The browser's word wins over an Origin that a page cannot choose anyway.
    expect(
      isCrossSite(
        from({
          'sec-fetch-site': 'cross-site',
          origin: 'https://oakandember.example',
          host: 'oakandember.example',
        }),
      ),
    ).toBe(true)
  })

  it('by Origin in a browser without Sec-Fetch-Site, against the host the post reached', () => {
    const site = {
      host: 'us-east1-demo.cloudfunctions.net',
      'x-forwarded-host': 'oakandember.example',
    }
    expect(isCrossSite(from({ ...site, origin: 'https://oakandember.example' }))).toBe(false)
    expect(isCrossSite(from({ host: 'localhost:4173', origin: 'http://localhost:4173' }))).toBe(
      false,
    )
    expect(isCrossSite(from({ ...site, origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSite(from({ ...site, origin: 'https://oakandember.example.evil.example' }))).toBe(
      true,
    )
    expect(isCrossSite(from({ ...site, origin: 'null' }))).toBe(true)
  })

  it('is not a post with neither header: a script or a check, not another site’s visitor', () => {
    expect(isCrossSite(from({ host: 'oakandember.example' }))).toBe(false)
  })
})
