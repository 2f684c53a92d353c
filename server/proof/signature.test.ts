import { describe, expect, it } from 'vitest'
import { PROOF_MAX_SKEW_MS, proofSecret, signProof, verifyProof } from './signature'

const SECRET = 's'.repeat(40)
const AT = new Date('2026-11-27T14:12:00.000Z')
const later = (ms: number) => new Date(AT.getTime() + ms)

describe('the lead path check’s signature', () => {
  it('holds for its time, subject and body only', () => {
    const header = signProof(SECRET, AT, 'contact', '{"a":1}')
    expect(header).toMatch(/^1795788720000\.[A-Za-z0-9_-]{43}$/)
    expect(verifyProof(SECRET, header, 'contact', '{"a":1}', AT)).toEqual({ ok: true })
    for (const [subject, body] of [
      ['newsletter', '{"a":1}'],
      ['contact', '{"a":2}'],
      ['contact', '{"a":1} '],
    ] as const)
      expect(verifyProof(SECRET, header, subject, body, AT)).toEqual({ ok: false, reason: 'wrong' })
    expect(verifyProof('t'.repeat(40), header, 'contact', '{"a":1}', AT)).toEqual({
      ok: false,
      reason: 'wrong',
    })
    // Another time with the same MAC: the time is signed too.
    const [, mac] = header.split('.')
    expect(verifyProof(SECRET, `${AT.getTime() + 1}.${mac}`, 'contact', '{"a":1}', AT)).toEqual({
      ok: false,
      reason: 'wrong',
    })
  })

  it('is refused more than five minutes from the server’s clock, either way', () => {
    const header = signProof(SECRET, AT, 'contact', '')
    expect(verifyProof(SECRET, header, 'contact', '', later(PROOF_MAX_SKEW_MS)).ok).toBe(true)
    expect(verifyProof(SECRET, header, 'contact', '', later(-PROOF_MAX_SKEW_MS)).ok).toBe(true)
    for (const skew of [PROOF_MAX_SKEW_MS + 1, -PROOF_MAX_SKEW_MS - 1])
      expect(verifyProof(SECRET, header, 'contact', '', later(skew))).toEqual({
        ok: false,
        reason: 'stale',
      })
  })

  it('is missing or wrong when absent or malformed', () => {
    expect(verifyProof(SECRET, undefined, 'contact', '', AT)).toEqual({
      ok: false,
      reason: 'missing',
    })
    for (const header of ['', 'true', '1795788720000', '1795788720000.short', 'x.y'])
      expect(verifyProof(SECRET, header, 'contact', '', AT).ok).toBe(false)
  })

  it('needs a secret of 32 characters or more: "none" or a typo turns the check off', () => {
    expect(proofSecret(undefined)).toBeNull()
    expect(proofSecret('none')).toBeNull()
    expect(proofSecret('a'.repeat(31))).toBeNull()
    expect(proofSecret(`  ${'a'.repeat(32)}\n`)).toBe('a'.repeat(32))
  })
})
