import { describe, expect, it } from 'vitest'
import { pageRoutes } from '../routes'
import { isIndexable } from './meta'
import {
  CONFIRMATION_PATHS,
  cleanSubmission,
  cleanValue,
  EMAIL_PATTERN,
  isEmail,
} from './submissions'

describe('confirmation pages', () => {
  it('are routes of the table, noindex and out of the sitemap', () => {
    for (const path of Object.values(CONFIRMATION_PATHS)) {
      const route = pageRoutes.find((r) => r.path === path)
      expect(route, path).toBeDefined()
      expect(isIndexable(route?.meta ?? {}), path).toBe(false)
      expect(route?.sitemap, path).toBe(false)
    }
  })
})

describe('cleanSubmission', () => {
  it('keeps the known, non-empty fields in their declared order', () => {
    const result = cleanSubmission('contact', {
      message: 'Hello',
      email: 'ann@example.com',
      name: 'Ann',
      subject: '',
      phone: '  ',
      website: '',
      extra: 'dropped',
    })
    expect(result).toEqual({
      ok: true,
      bot: false,
      body: { name: 'Ann', email: 'ann@example.com', message: 'Hello' },
    })
    expect(Object.keys(result.ok ? result.body : {})).toEqual(['name', 'email', 'message'])
  })

  it('keeps a subject only when it is one of the topics', () => {
    const lead = { name: 'A', email: 'a@b.co', message: 'm' }
    expect(cleanSubmission('contact', { ...lead, subject: 'outdoor-kitchens' })).toMatchObject({
      body: { subject: 'outdoor-kitchens' },
    })
    const odd = cleanSubmission('contact', { ...lead, subject: '<script>' })
    expect(odd.ok && 'subject' in odd.body).toBe(false)
  })

  it('names every missing or malformed field', () => {
    expect(cleanSubmission('contact', { email: 'nope' })).toEqual({
      ok: false,
      problems: ['name is required', 'email is not valid', 'message is required'],
    })
    expect(cleanSubmission('newsletter', { email: 42 })).toEqual({
      ok: false,
      problems: ['email is required'],
    })
  })

  it('answers a filled honeypot as a bot, whatever else was sent', () => {
    expect(cleanSubmission('newsletter', { website: 'http://spam' })).toMatchObject({
      ok: true,
      bot: true,
    })
  })
})

describe('cleanValue', () => {
  it('strips control characters, folds lines outside a message, trims and caps', () => {
    expect(cleanValue(' A\u0000n\u001bn\r\nB\t ', { max: 100 })).toBe('Ann B')
    expect(cleanValue('one\r\ntwo\rthree\u007f', { max: 100, multiline: true })).toBe(
      'one\ntwo\nthree',
    )
    expect(cleanValue('x'.repeat(10), { max: 4 })).toBe('xxxx')
  })
})

describe('the email rule', () => {
  it('is the same as a pattern attribute (anchored) and as a check', () => {
    const html = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v')
    for (const [email, ok] of [
      ['ann@example.com', true],
      ['o’neil@example.org', true],
      ['ann@example', false],
      ['a b@example.com', false],
      ['a@b@example.com', false],
    ] as const) {
      expect(isEmail(email), email).toBe(ok)
      expect(html.test(email), email).toBe(ok)
    }
  })
})
