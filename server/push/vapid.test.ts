import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import {
  generateVapidPrivateKey,
  LOCAL_KEYS_FILE,
  localVapid,
  vapidFromPrivateKey,
  vapidFromSetting,
} from './vapid'

let dir = ''
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined))

describe('the VAPID keys', () => {
  it('derive the public key from the private one, as web-push pairs them', () => {
    const pair = webpush.generateVAPIDKeys()
    expect(vapidFromPrivateKey(pair.privateKey, 'mailto:owner@example.com')).toEqual({
      ...pair,
      subject: 'mailto:owner@example.com',
    })
  })

  it('are made once for local use and kept in .data/, unless PUSH_VAPID_PRIVATE_KEY is set', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vapid-'))
    const first = localVapid({}, dir)
    expect(existsSync(join(dir, LOCAL_KEYS_FILE))).toBe(true)
    expect(localVapid({}, dir)).toEqual(first)
    const set = generateVapidPrivateKey()
    const configured = localVapid({ PUSH_VAPID_PRIVATE_KEY: set }, dir)
    expect(configured.privateKey).toBe(set)
    expect(JSON.parse(await readFile(join(dir, LOCAL_KEYS_FILE), 'utf8')).privateKey).toBe(
      first.privateKey,
    )
  })

  it('in production: "none" is off, and a value that is no key turns alerts off, said once, without throwing', () => {
    const lines: string[] = []
    expect(vapidFromSetting('none', 'https://p.web.app', (l) => lines.push(l))).toBeNull()
    expect(vapidFromSetting('', 'https://p.web.app', (l) => lines.push(l))).toBeNull()
    expect(lines).toEqual([])
    expect(vapidFromSetting('not-a-key', 'https://p.web.app', (l) => lines.push(l))).toBeNull()
    expect(lines).toEqual([
      '[push] alerts are off: PUSH_VAPID_PRIVATE_KEY is not a VAPID private key (43 base64url characters)',
    ])
    const key = generateVapidPrivateKey()
    expect(vapidFromSetting(` ${key}\n`, 'https://p.web.app', () => {})?.privateKey).toBe(key)
    expect(() => vapidFromPrivateKey(key, 'http://p.example')).toThrow(/PUSH_VAPID_SUBJECT/)
  })
})
