import { describe, expect, it } from 'vitest'
import { pageRoutes } from '../routes'
import { isIndexable } from './meta'
import {
  CONFIRMATION_PATHS,
  cleanSubmission,
  cleanValue,
  EMAIL_PATTERN,
  hasContent,
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

describe('invisible characters', () => {
  const line = { max: 100 }
  const hidden: [string, string][] = [
    ['U+3164 Hangul filler', '\u3164'],
    ['U+115F Hangul choseong filler', '\u115f'],
    ['U+1160 Hangul jungseong filler', '\u1160'],
    ['U+FFA0 halfwidth Hangul filler', '\uffa0'],
    ['U+2800 Braille blank', '\u2800'],
    ['U+00AD soft hyphen', '\u00ad'],
    ['U+180E Mongolian vowel separator', '\u180e'],
    ...[0x206a, 0x206b, 0x206c, 0x206d, 0x206e, 0x206f].map((code): [string, string] => [
      `U+${code.toString(16).toUpperCase()}`,
      String.fromCharCode(code),
    ]),
    ['U+E0001 language tag', '\u{e0001}'],
    ['U+E0041 tag A', '\u{e0041}'],
    ['U+E007F cancel tag', '\u{e007f}'],
    ['U+034F combining grapheme joiner', '\u034f'],
    ['U+FE0F selector after a letter', '\ufe0f'],
    ['lone high surrogate', '\ud83d'],
    ['lone low surrogate', '\ude00'],
  ]

  it.each(hidden)('drops %s', (_, char) => {
    expect(cleanValue(`A${char}nn${char}`, line)).toBe('Ann')
    expect(cleanValue(`one${char}\ntwo`, { max: 100, multiline: true })).toBe('one\ntwo')
  })

  it.each(hidden)('does not count %s as a name', (_, char) => {
    expect(hasContent(char.repeat(3))).toBe(false)
    expect(cleanSubmission('contact', { name: char, email: 'a@b.co', message: 'Hi' })).toEqual({
      ok: false,
      problems: ['name is required'],
    })
  })

  it('refuses a name of Hangul fillers only', () => {
    expect(
      cleanSubmission('contact', { name: '\u3164\u3164 \u3164', email: 'a@b.co', message: 'Hi' }),
    ).toEqual({ ok: false, problems: ['name is required'] })
  })

  it('requires a letter or a digit, in any script', () => {
    const lead = { name: 'Ann', email: 'a@b.co' }
    expect(cleanSubmission('contact', { ...lead, message: '... !' })).toEqual({
      ok: false,
      problems: ['message is required'],
    })
    for (const name of ['Zoë', '김민준', 'Ωmega', '42']) {
      expect(cleanSubmission('contact', { ...lead, name, message: 'Hi' }), name).toMatchObject({
        ok: true,
        body: { name },
      })
    }
  })

  it('drops a lone surrogate inside a message and keeps whole emoji', () => {
    const result = cleanSubmission('contact', {
      name: 'Ann',
      email: 'a@b.co',
      message: 'Deck \ud83d quote \ude00 please 😀',
    })
    expect(result).toMatchObject({ ok: true, body: { message: 'Deck  quote  please 😀' } })
    expect(result.ok && /\p{Surrogate}/u.test(result.body.message ?? '')).toBe(false)
  })

  it('drops tag characters, keeping the flag they hid behind', () => {
    const england = '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}'
    expect(cleanValue(`Hi ${england} \u{e0041}\u{e0042}`, line)).toBe('Hi 🏴')
  })

  it("keeps an emoji's presentation selector, as before", () => {
    expect(cleanValue('Love it ❤️ 1️⃣', line)).toBe('Love it ❤️ 1️⃣')
  })

  it('does not cut an emoji in half at the cap', () => {
    expect(cleanValue('xxx😀', { max: 4 })).toBe('xxx')
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
