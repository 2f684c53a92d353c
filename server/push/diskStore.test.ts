import { appendFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { devicesFileFor, diskSubscriptionStore } from './diskStore'
import type { PushDevice } from './types'

let dir = ''
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined))

const device = (id: string): PushDevice => ({
  id,
  endpoint: `https://push.example/${id}`,
  keys: { p256dh: 'p', auth: 'a' },
  label: `Phone ${id}`,
  addedBy: 'owner',
  addedAt: '2026-11-28T12:00:00.000Z',
  lastSentAt: null,
  lastError: null,
})

describe('npm start’s devices file', () => {
  it('sits beside the leads file and is read back after a restart', async () => {
    dir = await mkdtemp(join(tmpdir(), 'devices-'))
    const file = devicesFileFor(join(dir, 'leads.jsonl'))
    expect(file).toBe(join(dir, 'leads-push-devices.jsonl'))
    const store = diskSubscriptionStore(file)
    await store.put(device('a'))
    await store.put(device('b'))
    await store.recordOutcome('a', { at: '2026-11-28T12:01:00.000Z', error: null })
    await store.recordOutcome('b', { at: '2026-11-28T12:01:00.000Z', error: 'HTTP 500' })
    expect(await store.remove('b')).toBe(true)
    expect(await store.remove('b')).toBe(false)
    await appendFile(file, '{"type":"device","id":"cut') // a crash mid-write
    const again = await diskSubscriptionStore(file).list()
    expect(again).toEqual([{ ...device('a'), lastSentAt: '2026-11-28T12:01:00.000Z' }])
  })
})
