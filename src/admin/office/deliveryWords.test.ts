import { describe, expect, it } from 'vitest'
import { deliverySentence, troubleHeading, troubleReason } from './deliveryWords'
import { testLead } from './testLead'

const NOW = new Date('2026-11-20T20:00:00Z') // 3:00 pm Eastern
const TECHNICAL = /n8n|HTTP|ECONN|ENOTFOUND|fetch/

const pending = (lastError: string, attempts = 2) =>
  testLead('2026-11-20T19:30:00Z', {
    delivery: {
      state: 'pending',
      attempts,
      lastError,
      deliveredAt: null,
      nextAttemptAt: new Date('2026-11-20T20:40:00Z'),
    },
  })

describe('delivery trouble in the owner’s words', () => {
  it.each([
    ['HTTP 500', 'the email service had a problem on its side'],
    ['HTTP 502', 'the email service had a problem on its side'],
    ['connect ECONNREFUSED 127.0.0.1:5678', 'the email service could not be reached'],
    ['fetch failed', 'the email service could not be reached'],
    ['getaddrinfo ENOTFOUND n8n.example.com', 'the email service could not be reached'],
    ['no answer within 10 s', 'the email service did not answer in time'],
    ['The operation was aborted due to timeout', 'the email service did not answer in time'],
    ['HTTP 401', 'the email service refused it; its settings may be wrong'],
    ["HTTP 200 without the workflow's answer", 'the email service did not confirm it'],
    ['LEAD_FORWARD_URL is not set', 'forwarding is not set up'],
    ['something new', 'something went wrong on the way'],
  ])('%s: %s', (error, words) => {
    expect(troubleReason(error)).toBe(words)
  })

  it('says when the next try is, in Eastern time, and names nothing technical', () => {
    const sentence = deliverySentence(pending('connect ECONNREFUSED 127.0.0.1:5678'), NOW)
    expect(sentence).toBe(
      'The email about this request could not be sent (the email service could not be reached); it will be tried again today at 3:40 pm.',
    )
    expect(sentence).not.toMatch(TECHNICAL)
  })

  it('says when tries have stopped, when none was made, and when it was sent', () => {
    const failed = testLead('2026-11-19T15:00:00Z', {
      delivery: {
        state: 'failed',
        attempts: 6,
        lastError: 'HTTP 500',
        deliveredAt: null,
        nextAttemptAt: null,
      },
    })
    expect(deliverySentence(failed, NOW)).toMatch(
      /could not be sent \(the email service had a problem on its side\), and no more tries will be made/,
    )
    const never = testLead('2026-11-20T19:00:00Z', {
      delivery: {
        state: 'pending',
        attempts: 0,
        lastError: null,
        deliveredAt: null,
        nextAttemptAt: null,
      },
    })
    expect(deliverySentence(never, NOW)).toMatch(/^The email about this request was never tried/)
    const sent = testLead('2026-11-20T19:00:00Z')
    expect(deliverySentence(sent, NOW)).toBe(
      'The email about this request was sent today at 2:00 pm.',
    )
    for (const lead of [failed, never, sent])
      expect(deliverySentence(lead, NOW)).not.toMatch(TECHNICAL)
  })

  it('heads the banner in plain words', () => {
    expect(troubleHeading(1)).toBe('The email about 1 request could not be sent')
    expect(troubleHeading(3)).toBe('The emails about 3 requests could not be sent')
  })
})
