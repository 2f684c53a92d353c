import { describe, expect, it } from 'vitest'
import { sendAgainResult } from './sendAgainResult'

describe('what the owner reads after "Send again"', () => {
  it('calls only a delivery a success', () => {
    expect(sendAgainResult(200, { ok: true, delivery: { state: 'delivered' } })).toEqual({
      ok: true,
      state: 'delivered',
    })
  })

  it('says a new attempt that failed, with n8n’s error, as a failure', () => {
    const pending = { state: 'pending', lastError: 'HTTP 503', attempts: 4 }
    expect(sendAgainResult(200, { ok: true, delivery: pending })).toEqual({
      ok: false,
      message: 'Tried again, not delivered (HTTP 503): it will be retried.',
    })
    const failed = { state: 'failed', lastError: 'no answer within 10 s' }
    expect(sendAgainResult(200, { ok: true, delivery: failed })).toEqual({
      ok: false,
      message: 'Tried again, not delivered (no answer within 10 s): n8n never got it.',
    })
  })

  it('passes on a refusal’s reason, or its status when there is none', () => {
    expect(sendAgainResult(409, { ok: false, error: 'This lead was delivered already.' })).toEqual({
      ok: false,
      message: 'Not sent (409): This lead was delivered already.',
    })
    expect(sendAgainResult(502, {})).toEqual({ ok: false, message: 'Not sent (502): HTTP 502' })
  })
})
