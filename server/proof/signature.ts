// The lead path check's signature (docs/decisions/0044-lead-path-proof.md): only a holder of the
// server-side LEAD_PROOF_SECRET can make a request the site treats as the check's own.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const PROOF_HEADER = 'X-Lead-Proof'
/** A signature older or newer than this is refused: a copied one is soon worth nothing. */
export const PROOF_MAX_SKEW_MS = 5 * 60 * 1000
/** Shorter is a placeholder ("none") or a typo, never a secret: the check is then off. */
export const PROOF_SECRET_MIN_LENGTH = 32

/** The setting, or null when the check is not set up. */
export function proofSecret(value: string | undefined): string | null {
  const secret = value?.trim() ?? ''
  return secret.length >= PROOF_SECRET_MIN_LENGTH ? secret : null
}

/**
 * What is signed: the time, what the request is for (a form's name for a lead's post, `GET
 * proof/{id}` and the like for the check's own routes) and the body exactly as sent.
 */
function mac(secret: string, at: number, subject: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${at}\n${subject}\n${body}`).digest()
}

/** The header's value: `<milliseconds since 1970>.<HMAC-SHA256 in base64url>`. */
export function signProof(secret: string, at: Date, subject: string, body = ''): string {
  const time = at.getTime()
  return `${time}.${mac(secret, time, subject, body).toString('base64url')}`
}

export type ProofVerdict = { ok: true } | { ok: false; reason: 'missing' | 'wrong' | 'stale' }

export function verifyProof(
  secret: string,
  header: string | undefined,
  subject: string,
  body: string,
  now: Date,
): ProofVerdict {
  if (!header) return { ok: false, reason: 'missing' }
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(header.trim())
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'wrong' }
  const at = Number(match[1])
  const given = Buffer.from(match[2], 'base64url')
  const expected = mac(secret, at, subject, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'wrong' }
  // Only a right signature learns that it is out of date.
  if (Math.abs(now.getTime() - at) > PROOF_MAX_SKEW_MS) return { ok: false, reason: 'stale' }
  return { ok: true }
}
