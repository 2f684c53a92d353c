import { describe, expect, it } from 'vitest'
import { emailError, LIMITS, MESSAGES, phoneError, requiredError, trimmed } from './validation'

describe('form validation', () => {
  it.each(['ann@example.com', 'a.b+tag@mail.example.co.uk', "o'neil@example.org"])(
    'accepts %s',
    (email) => {
      expect(emailError(email)).toBeUndefined()
    },
  )

  it.each([
    ['', MESSAGES.emailMissing],
    ['ann', MESSAGES.emailInvalid],
    ['ann@example', MESSAGES.emailInvalid],
    ['ann @example.com', MESSAGES.emailInvalid],
    ['a@b@example.com', MESSAGES.emailInvalid],
    ['ann@.com', MESSAGES.emailInvalid],
    [`${'a'.repeat(250)}@example.com`, MESSAGES.emailInvalid],
  ])('refuses %j', (email, message) => {
    expect(emailError(email)).toBe(message)
  })

  it('requires a value within its limit', () => {
    expect(requiredError('', MESSAGES.nameMissing, LIMITS.name)).toBe('Enter your name.')
    expect(requiredError('Ann', MESSAGES.nameMissing, LIMITS.name)).toBeUndefined()
    // What the endpoint refuses as missing: invisible fillers, or no letter or digit at all.
    expect(requiredError('\u3164', MESSAGES.nameMissing, LIMITS.name)).toBe('Enter your name.')
    expect(requiredError('\u2800\u00ad', MESSAGES.messageMissing, LIMITS.message)).toBe(
      'Enter your message.',
    )
    expect(requiredError('...', MESSAGES.nameMissing, LIMITS.name)).toBe('Enter your name.')
    expect(emailError('\u3164')).toBe(MESSAGES.emailMissing)
    expect(requiredError('x'.repeat(101), MESSAGES.nameMissing, LIMITS.name)).toBe(
      'Keep this under 100 characters.',
    )
  })

  it('takes no phone, or one that can be dialled', () => {
    expect(phoneError('')).toBeUndefined()
    expect(phoneError('(919) 555-0142')).toBeUndefined()
    expect(phoneError('+1 919.555.0142 x12')).toBeUndefined()
    expect(phoneError('555-01')).toBe(MESSAGES.phoneInvalid)
    expect(phoneError('call me maybe')).toBe(MESSAGES.phoneInvalid)
  })

  it('trims every value', () => {
    expect(trimmed({ name: '  Ann ', message: '\nHi\n' })).toEqual({ name: 'Ann', message: 'Hi' })
  })
})
