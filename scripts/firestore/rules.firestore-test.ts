import { resolve } from 'node:path'
import { deleteApp, initializeApp } from 'firebase/app'
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
} from 'firebase/firestore/lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emulatorAdmin, postDoc } from './admin'
import { type Emulator, startEmulator } from './emulator'

/**
 * firestore.rules, as an anonymous visitor's browser meets them (the web SDK, not admin).
 * Port: FIRESTORE_RULES_TEST_PORT, default 8183.
 */
const PORT = Number(process.env.FIRESTORE_RULES_TEST_PORT ?? 8183)
let emulator: Emulator
let admin: ReturnType<typeof emulatorAdmin>
const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-oakember' }, 'rules-test')
const db = getFirestore(app)
const posts = collection(db, 'blog-posts')
// Denials are the point here; the SDK would log each as an error.
setLogLevel('silent')

beforeAll(async () => {
  emulator = await startEmulator({ port: PORT, rules: resolve('firestore.rules') })
  connectFirestoreEmulator(db, '127.0.0.1', PORT)
  admin = emulatorAdmin(emulator.host)
  await admin
    .posts()
    .doc('published-1')
    .set(postDoc('published-one', new Date('2025-02-01T12:00:00Z')))
  await admin
    .posts()
    .doc('draft-1')
    .set(postDoc('draft-one', new Date('2025-03-01T12:00:00Z'), { status: 'draft' }))
  await admin.db.collection('other').doc('x').set({ secret: true })
}, 120_000)

afterAll(async () => {
  await deleteApp(app)
  await admin?.close()
  await emulator?.stop()
})

async function denied(operation: Promise<unknown>): Promise<string> {
  try {
    await operation
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
  return 'allowed'
}

describe('firestore.rules for an anonymous visitor', () => {
  it('allows the published query, and it returns published posts only', async () => {
    const snap = await getDocs(query(posts, where('status', '==', 'published')))
    expect(snap.docs.map((d) => d.id)).toEqual(['published-1'])
  })

  it('allows reading a published post by id', async () => {
    expect((await getDoc(doc(posts, 'published-1'))).data()?.slug).toBe('published-one')
  })

  it('denies reading a draft by id', async () => {
    expect(await denied(getDoc(doc(posts, 'draft-1')))).toBe('permission-denied')
  })

  it('denies a query without the status filter', async () => {
    expect(await denied(getDocs(posts))).toBe('permission-denied')
    expect(await denied(getDocs(query(posts, where('slug', '==', 'draft-one'))))).toBe(
      'permission-denied',
    )
  })

  it('denies every write, even to a published post', async () => {
    const data = { ...postDoc('sneaky', new Date()), publishedAt: new Date() }
    expect(await denied(addDoc(posts, data))).toBe('permission-denied')
    expect(await denied(setDoc(doc(posts, 'new-one'), data))).toBe('permission-denied')
    expect(await denied(updateDoc(doc(posts, 'published-1'), { title: 'Hacked' }))).toBe(
      'permission-denied',
    )
    expect(await denied(deleteDoc(doc(posts, 'published-1')))).toBe('permission-denied')
  })

  it('denies other collections', async () => {
    expect(await denied(getDoc(doc(db, 'other', 'x')))).toBe('permission-denied')
  })
})
