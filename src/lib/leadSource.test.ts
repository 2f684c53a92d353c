// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { noteFirstTouch as rememberFirstTouch } from './firstTouch'
import { firstTouch, leadContext, sourceOf } from './leadSource'

beforeEach(() => {
  // The page of the previous test is left before this one starts.
  window.dispatchEvent(new Event('pagehide'))
  sessionStorage.clear()
})

/** A full page load: the previous page is left (pagehide), the new one arrives. */
function visit(url: string, referrer = '') {
  window.dispatchEvent(new Event('pagehide'))
  window.history.replaceState(null, '', url)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

describe('lead source', () => {
  it('reads only the named campaign parameters and another site as referrer', () => {
    expect(
      sourceOf(
        '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_evil=x&gclid=abc',
        'https://www.google.com/search?q=patio',
        'oakandember.example',
      ),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      gclid: 'abc',
      referrer: 'www.google.com',
    })
    expect(sourceOf('', 'https://oakandember.example/faq/', 'oakandember.example')).toEqual({})
    expect(sourceOf('', 'not a url', 'oakandember.example')).toEqual({})
  })

  it('caps crafted values and strips control characters', () => {
    const source = sourceOf(
      `?utm_source=${encodeURIComponent(`a\u0000b\nc${'z'.repeat(10_000)}`)}`,
      '',
      'x',
    )
    expect(source.utm_source).toBe(`ab c${'z'.repeat(146)}`)
  })

  it('keeps the first touch of the visit, and sends it with the page of each form', () => {
    visit('/services/patios-and-decks/?utm_source=google&utm_medium=cpc&utm_campaign=spring')
    rememberFirstTouch()
    visit('/contact-us/?utm_source=newsletter')
    rememberFirstTouch() // a later page never overwrites the first touch
    expect(leadContext()).toEqual({
      page: '/contact-us/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    })
  })

  it('a later landing with a campaign becomes the touch when the first had none', () => {
    visit('/', 'https://duckduckgo.com/')
    rememberFirstTouch()
    visit('/faq/')
    rememberFirstTouch()
    expect(leadContext()).toEqual({ page: '/faq/', referrer: 'duckduckgo.com' })
    // Back in the same tab through an ad: that landing is the touch now.
    visit('/services/?gclid=ad-click-1&utm_source=google', 'https://www.google.com/')
    rememberFirstTouch()
    visit('/contact-us/')
    rememberFirstTouch()
    expect(leadContext()).toEqual({
      page: '/contact-us/',
      utm_source: 'google',
      gclid: 'ad-click-1',
      referrer: 'www.google.com',
    })
    // And it is kept from then on, as any first touch with a campaign.
    visit('/faq/?utm_source=newsletter&utm_medium=email')
    rememberFirstTouch()
    expect(leadContext()).toMatchObject({ utm_source: 'google', gclid: 'ad-click-1' })
  })

  it('a landing with an empty campaign parameter, or another parameter, is no campaign', () => {
    visit('/')
    rememberFirstTouch()
    visit('/faq/?utm_source=&ref=x&gclidx=1&xutm_source=y')
    rememberFirstTouch()
    visit('/contact-us/')
    rememberFirstTouch()
    expect(leadContext()).toEqual({ page: '/contact-us/' })
  })

  it('reads the note as untrusted (the visitor can edit storage)', () => {
    sessionStorage.setItem(
      'oak-ember:first-touch',
      JSON.stringify({ search: `?utm_source=x${'y'.repeat(500)}&isAdmin=true`, referrer: 42 }),
    )
    expect(firstTouch()).toEqual({ utm_source: `x${'y'.repeat(149)}` })
    sessionStorage.setItem('oak-ember:first-touch', 'not json')
    expect(firstTouch()).toEqual({})
  })

  it('keeps no more of a crafted landing URL than it can use', () => {
    visit(`/?utm_term=${'z'.repeat(50_000)}`, `https://ads.example/${'r'.repeat(50_000)}`)
    rememberFirstTouch()
    window.dispatchEvent(new Event('pagehide'))
    expect(sessionStorage.getItem('oak-ember:first-touch')?.length).toBeLessThan(4100)
  })

  it('does not touch storage while the page loads, and stores the note when it is left', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    visit('/?utm_source=google', 'https://www.google.com/')
    rememberFirstTouch()
    expect(getItem).not.toHaveBeenCalled()
    expect(setItem).not.toHaveBeenCalled()
    visit('/faq/')
    rememberFirstTouch()
    expect(JSON.parse(sessionStorage.getItem('oak-ember:first-touch') ?? 'null')).toEqual({
      search: '?utm_source=google',
      referrer: 'https://www.google.com/',
    })
    expect(leadContext()).toEqual({
      page: '/faq/',
      utm_source: 'google',
      referrer: 'www.google.com',
    })
    getItem.mockRestore()
    setItem.mockRestore()
  })

  it("sends the landing page's own note with a form sent before the page is left", () => {
    visit('/contact-us/?utm_medium=email')
    rememberFirstTouch()
    expect(leadContext()).toEqual({ page: '/contact-us/', utm_medium: 'email' })
  })
})
