import { describe, expect, it } from 'vitest'
import { withQuoteMessage } from './quoteMessage'

describe('a quote request posted without the app', () => {
  it('gets the quote’s own message when it sent none, or only invisible characters', () => {
    for (const message of [undefined, '', '   ', '\u3164\u3164', '\u200b\u2800']) {
      const body = withQuoteMessage({
        project: 'other',
        ...(message === undefined ? {} : { message }),
      })
      expect(String(body.message)).toMatch(/^Quote request\nProject: /)
    }
  })

  it('keeps a message the visitor wrote', () => {
    expect(withQuoteMessage({ project: 'other', message: 'Hi' }).message).toBe('Hi')
  })
})
