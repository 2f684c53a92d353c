import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  firestoreSubscriptionStore,
  PUSH_DEVICES_COLLECTION,
} from '../../server/push/firestoreStore'
import type { PushDevice } from '../../server/push/types'
import { outcome } from './outcome'
import { rulesTestBed } from './ruleClients'

/**
 * The devices the owner's alerts go to: kept by the server's Firestore adapter (admin
 * credentials), and under firestore.rules out of every client's reach, the owner's included: a
 * device's endpoint and keys are what an alert is sent with. Port: FIRESTORE_PUSH_TEST_PORT,
 * default 8196.
 */
const PORT = Number(process.env.FIRESTORE_PUSH_TEST_PORT ?? 8196)
const { admin, editor, owner, nonStaff } = rulesTestBed(PORT)

const device = (id: string, addedAt: string): PushDevice => ({
  id,
  endpoint: `https://push.example/${id}`,
  keys: { p256dh: `p-${id}`, auth: `a-${id}` },
  label: `Phone ${id}`,
  addedBy: 'owner-uid',
  addedAt,
  lastSentAt: null,
  lastError: null,
})

beforeEach(() => admin.reset())

describe('the owner’s alert devices in Firestore', () => {
  it('are kept, listed oldest first, updated and removed by the server', async () => {
    const store = firestoreSubscriptionStore(admin.db)
    await store.put(device('b', '2026-11-28T12:05:00.000Z'))
    await store.put(device('a', '2026-11-28T12:00:00.000Z'))
    await store.recordOutcome('a', { at: '2026-11-28T12:10:00.000Z', error: null })
    await store.recordOutcome('b', { at: '2026-11-28T12:10:00.000Z', error: 'HTTP 500' })
    await store.recordOutcome('gone', { at: '2026-11-28T12:10:00.000Z', error: null })
    expect(await store.list()).toEqual([
      { ...device('a', '2026-11-28T12:00:00.000Z'), lastSentAt: '2026-11-28T12:10:00.000Z' },
      { ...device('b', '2026-11-28T12:05:00.000Z'), lastError: 'HTTP 500' },
    ])
    expect(await store.remove('b')).toBe(true)
    expect(await store.remove('b')).toBe(false)
    expect((await store.list()).map((d) => d.id)).toEqual(['a'])
  })

  it('are read and written by no client, the owner included', async () => {
    await firestoreSubscriptionStore(admin.db).put(device('a', '2026-11-28T12:00:00.000Z'))
    for (const [who, { db }] of [
      ['the owner', owner],
      ['an editor', editor],
      ...nonStaff,
    ] as const) {
      expect(await outcome(getDoc(doc(db, PUSH_DEVICES_COLLECTION, 'a'))), who).toBe(
        'permission-denied',
      )
      expect(await outcome(getDocs(collection(db, PUSH_DEVICES_COLLECTION))), who).toBe(
        'permission-denied',
      )
      expect(
        await outcome(
          setDoc(doc(db, PUSH_DEVICES_COLLECTION, 'x'), { endpoint: 'https://evil.example/' }),
        ),
        who,
      ).toBe('permission-denied')
      expect(await outcome(deleteDoc(doc(db, PUSH_DEVICES_COLLECTION, 'a'))), who).toBe(
        'permission-denied',
      )
    }
  })
})
