// The site's VAPID identity (RFC 8292): the private key is a server-side setting; the public key is
// derived from it, so the two can never disagree, and only the public one leaves the server.
import { createECDH } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  /** Who the push services may contact: an https: address or a mailto:. */
  subject: string
}

/** Locally, unset: the push services never see it (no Apple endpoint subscribes to a laptop's server). */
export const LOCAL_SUBJECT = 'https://oakandember.example'
export const LOCAL_KEYS_FILE = 'push-vapid.json'

/** Throws on a value that is not a P-256 private key in base64url. */
export function vapidFromPrivateKey(privateKey: string, subject: string): VapidKeys {
  const key = privateKey.trim()
  if (!/^[A-Za-z0-9_-]{43}$/.test(key))
    throw new Error('PUSH_VAPID_PRIVATE_KEY is not a VAPID private key (43 base64url characters)')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(Buffer.from(key, 'base64url'))
  if (!/^(https:\/\/[^\s/]+|mailto:\S+@\S+)/.test(subject))
    throw new Error(`PUSH_VAPID_SUBJECT must be an https: address or a mailto: (${subject})`)
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: key, subject }
}

export function generateVapidPrivateKey(): string {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  // A key whose first byte is 0 comes back shorter: padded to the 32 bytes P-256 has.
  const hex = ecdh.getPrivateKey().toString('hex').padStart(64, '0')
  return Buffer.from(hex, 'hex').toString('base64url')
}

/**
 * The deployed functions' setting: "none" (or empty) means alerts are not set up, and a value
 * that is no key is reported and treated the same, so a typo never stops the lead endpoint.
 */
export function vapidFromSetting(
  value: string,
  subject: string,
  log: (line: string) => void,
): VapidKeys | null {
  const key = value.trim()
  if (!key || key === 'none') return null
  try {
    return vapidFromPrivateKey(key, subject)
  } catch (error) {
    log(`[push] alerts are off: ${(error as Error).message}`)
    return null
  }
}

/**
 * `npm start` and `npm run desk`: PUSH_VAPID_PRIVATE_KEY when set, else a pair made on the first
 * start and kept in `dir` (`.data/`), so devices subscribed once keep working across restarts.
 */
export function localVapid(env: NodeJS.ProcessEnv, dir: string): VapidKeys {
  const subject = env.PUSH_VAPID_SUBJECT?.trim() || LOCAL_SUBJECT
  if (env.PUSH_VAPID_PRIVATE_KEY?.trim())
    return vapidFromPrivateKey(env.PUSH_VAPID_PRIVATE_KEY, subject)
  const file = join(dir, LOCAL_KEYS_FILE)
  mkdirSync(dir, { recursive: true })
  try {
    // 'wx': two servers starting at once keep the first one's key.
    writeFileSync(file, `${JSON.stringify({ privateKey: generateVapidPrivateKey() })}\n`, {
      flag: 'wx',
      mode: 0o600,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { privateKey: string }
  return vapidFromPrivateKey(kept.privateKey, subject)
}
