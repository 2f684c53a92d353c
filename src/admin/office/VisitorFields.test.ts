import { describe, expect, it } from 'vitest'
import { mailtoHref, telHref } from './VisitorFields'

describe('the links the owner taps to answer a lead', () => {
  it('mails one address, with nothing a visitor typed read as a header or another recipient', () => {
    expect(mailtoHref('ann.lee+deck@example.com')).toBe('mailto:ann.lee%2Bdeck@example.com')
    const crafted = 'ann@example.com?bcc=spy@evil.test&subject=Re'
    const href = mailtoHref(crafted)
    expect(href).toBe('mailto:ann@example.com%3Fbcc%3Dspy@evil.test%26subject%3DRe')
    const url = new URL(href)
    expect(url.search).toBe('')
    expect(decodeURIComponent(url.pathname)).toBe(crafted)
    expect(mailtoHref('ann@example.com,bob@example.com')).not.toContain(',')
  })

  it('calls digits and a leading plus only', () => {
    expect(telHref('(919) 555-0142')).toBe('tel:9195550142')
    expect(telHref('+1 919-555-0142')).toBe('tel:+19195550142')
  })
})
