import { describe, expect, it } from 'vitest'
import { sendAgainResult } from './sendAgainResult'

describe('what the owner reads after "Send again"', () => {
  it('calls only a delivery a success', () => {
    expect(sendAgainResult(200, { ok: true, delivery: { state: 'delivered' } })).toEqual({
      ok: true,
      state: 'delivered',
    })
  })

  it('says a new attempt that failed in plain words, with the error kept as detail', () => {
    const pending = { state: 'pending', lastError: 'HTTP 503', attempts: 4 }
    expect(sendAgainResult(200, { ok: true, delivery: pending })).toEqual({
      ok: false,
      message:
        'Tried again, and the email could not be sent (the email service had a problem on its side): it will be tried again.',
      detail: 'n8n: HTTP 503',
    })
    const failed = { state: 'failed', lastError: 'no answer within 10 s' }
    expect(sendAgainResult(200, { ok: true, delivery: failed })).toEqual({
      ok: false,
      message:
        'Tried again, and the email could not be sent (the email service did not answer in time): no more tries will be made.',
      detail: 'n8n: no answer within 10 s',
    })
  })

  it('passes on a refusal’s reason, and keeps a bare status for the detail', () => {
    expect(sendAgainResult(409, { ok: false, error: 'This lead was delivered already.' })).toEqual({
      ok: false,
      message: 'Not sent: This lead was delivered already.',
      detail: 'HTTP 409',
    })
    expect(sendAgainResult(502, {})).toEqual({
      ok: false,
      message: 'Not sent: the server could not do it.',
      detail: 'HTTP 502',
    })
  })
})
