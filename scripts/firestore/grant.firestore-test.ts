import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app'
import {
  type Auth,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithCustomToken,
  signInWithEmailAndPassword,
} from 'firebase/auth'
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  writeBatch,
} from 'firebase/firestore/lite'
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app'
import { type Auth as AdminAuth, getAuth as getAdminAuth } from 'firebase-admin/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../../server/app'
import { emulatedServerSide } from '../../server/emulated'
import { firestoreStore, leadDoc } from '../../server/leads/firestoreStore'
import { memoryLimiter } from '../../server/leads/limiter'
import { firebaseOwnerVerifier } from '../../server/leads/owners'
import { pendingDelivery } from '../../server/leads/types'
import { automationHost } from '../../server/testing/automationHost'
import { leadDocumentSchema } from '../../src/lib/leadRecord'
import { acceptInvitation, makeAccounts } from '../desk/accounts'
import { type AuthEmulator, attachAuthEmulator, startAuthEmulator } from '../desk/authEmulator'
import { GrantRefused, grantRole, listStaff, revokeRoles } from '../editors/run'
import { emulatorAdmin, postDoc } from './admin'
import { type Emulator, PROJECT_ID, startEmulator } from './emulator'
import { outcome } from './outcome'

/**
 * Who may write, end to end: real accounts in the Auth emulator, their real ID tokens against
 * firestore.rules in the Firestore emulator, and the grant script's own functions. The attack:
 * someone signs up first for the address a future editor will use, through Firebase's public
 * sign-up API, and waits for the owner to grant it. Ports: FIRESTORE_GRANT_TEST_PORT (8184),
 * AUTH_GRANT_TEST_PORT (9299 and the next two), unless `npm run test:firestore` hands it the Auth
 * emulator it shares (SHARED_AUTH_EMULATOR_HOST).
 */
const FIRESTORE_PORT = Number(process.env.FIRESTORE_GRANT_TEST_PORT ?? 8184)
const AUTH_PORT = Number(process.env.AUTH_GRANT_TEST_PORT ?? 9299)
const SHARED_AUTH = process.env.SHARED_AUTH_EMULATOR_HOST
const FUTURE_EDITOR = 'future-editor@oakandember.example'
const INVITED = 'invited-editor@oakandember.example'
setLogLevel('silent')

let firestore: Emulator
let authEmulator: AuthEmulator
let admin: ReturnType<typeof emulatorAdmin>
let adminAuth: AdminAuth
const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'grant-test-admin')
const browsers: FirebaseApp[] = []

/** A browser: its own Firebase app, signed in (or not) through the Auth emulator. */
function browser(name: string) {
  const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `grant-${name}`)
  browsers.push(app)
  const auth = getAuth(app)
  connectAuthEmulator(auth, `http://${authEmulator.host}`, { disableWarnings: true })
  const db = getFirestore(app)
  connectFirestoreEmulator(db, '127.0.0.1', FIRESTORE_PORT)
  return { auth, db }
}

/** A valid post, as the desk writes it. */
function newPost(slug: string) {
  return {
    ...postDoc(slug, new Date()),
    publishedAt: Timestamp.fromDate(new Date('2026-05-01T12:00:00Z')),
    updatedAt: serverTimestamp(),
  }
}

/** What a signed-in browser may do to the blog: write a new post, delete a published one. */
async function writes(db: ReturnType<typeof browser>['db'], slug: string) {
  return {
    // As the desk writes a new post: the post and its slug's reservation at once.
    create: await outcome(
      writeBatch(db)
        .set(doc(db, 'blog-posts', slug), newPost(slug))
        .set(doc(db, 'slugs', slug), { postId: slug })
        .commit(),
    ),
    remove: await outcome(deleteDoc(doc(db, 'blog-posts', 'live-post'))),
  }
}

/**
 * Revocation counts in whole seconds (a session begun in the second of the revocation is not
 * revoked): the test lets the clock reach the next second.
 */
function nextSecond(): Promise<void> {
  return new Promise((done) => setTimeout(done, 1000 - (Date.now() % 1000) + 20))
}

async function claims(auth: Auth) {
  const result = await auth.currentUser?.getIdTokenResult(true)
  return result?.claims ?? {}
}

beforeAll(async () => {
  const started = await Promise.allSettled([
    startEmulator({ port: FIRESTORE_PORT, rules: resolve('firestore.rules') }),
    SHARED_AUTH ? attachAuthEmulator(SHARED_AUTH) : startAuthEmulator({ port: AUTH_PORT }),
  ])
  const [f, a] = started
  if (f.status === 'fulfilled') firestore = f.value
  if (a.status === 'fulfilled') authEmulator = a.value
  for (const result of started) if (result.status === 'rejected') throw result.reason
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host
  adminAuth = getAdminAuth(adminApp)
  admin = emulatorAdmin(firestore.host)
}, 180_000)

afterAll(async () => {
  await Promise.allSettled([
    ...browsers.map((app) => deleteApp(app)),
    admin?.close(),
    deleteAdminApp(adminApp),
  ])
  await Promise.all([firestore?.stop(), authEmulator?.stop()])
})

describe('the pre-claim attack', () => {
  it('the grant script refuses an account someone signed up for first; the claim alone writes nothing', async () => {
    await admin
      .posts()
      .doc('live-post')
      .set(postDoc('live-post', new Date('2026-01-01')))
    const attacker = browser('attacker')
    // Firebase's public sign-up API: no desk screen needed.
    await createUserWithEmailAndPassword(attacker.auth, FUTURE_EDITOR, 'attacker-password')

    await expect(grantRole(adminAuth, FUTURE_EDITOR, 'editor')).rejects.toThrow(GrantRefused)
    const untouched = await adminAuth.getUserByEmail(FUTURE_EDITOR)
    expect(untouched.customClaims ?? {}).toEqual({})

    // What the old script did: the claim, granted to that account. The token carries it, on an
    // address nobody proved, and the rules accept nothing from it.
    await adminAuth.setCustomUserClaims(untouched.uid, { editor: true, owner: true })
    expect(await claims(attacker.auth)).toMatchObject({ editor: true, email_verified: false })
    expect(await writes(attacker.db, 'attackers-post')).toEqual({
      create: 'permission-denied',
      remove: 'permission-denied',
    })
    expect((await admin.posts().doc('live-post').get()).exists).toBe(true)
  })

  it('the account the script makes can write nothing until its link is used, then it can', async () => {
    const grant = await grantRole(adminAuth, INVITED, 'editor')
    expect(grant.created).toBe(true)
    expect(grant.user.emailVerified).toBe(false)
    expect(grant.link).toContain('oobCode=')

    // Signed in somehow before the link is used (a custom token stands in for any way in).
    const early = browser('early')
    await signInWithCustomToken(early.auth, await adminAuth.createCustomToken(grant.user.uid))
    expect(await claims(early.auth)).toMatchObject({ editor: true })
    expect(await writes(early.db, 'too-early')).toEqual({
      create: 'permission-denied',
      remove: 'permission-denied',
    })

    await acceptInvitation(authEmulator.host, grant.link ?? '', 'invited-password-1')
    const invited = browser('invited')
    await signInWithEmailAndPassword(invited.auth, INVITED, 'invited-password-1')
    expect(await claims(invited.auth)).toMatchObject({ editor: true, email_verified: true })
    expect((await writes(invited.db, 'invited-post')).create).toBe('allowed')
  })

  // Firebase then refuses the sessions' refresh tokens (the Auth emulator does not enforce that:
  // it never checks revocation on a refresh), and servers that check revocation refuse their ID
  // tokens, which is what is asserted here.
  it('a change of role, and a revoke, revoke the account’s sessions', async () => {
    const session = browser('session')
    await signInWithEmailAndPassword(session.auth, INVITED, 'invited-password-1')
    const before = (await session.auth.currentUser?.getIdToken()) ?? ''
    expect((await adminAuth.verifyIdToken(before, true)).editor).toBe(true)
    await nextSecond()
    const promoted = await grantRole(adminAuth, INVITED, 'owner')
    expect(promoted.created).toBe(false)
    expect(promoted.link).toBeNull()
    expect(promoted.user.customClaims).toEqual({ owner: true })
    await expect(adminAuth.verifyIdToken(before, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    })

    await nextSecond()
    const again = browser('again')
    await signInWithEmailAndPassword(again.auth, INVITED, 'invited-password-1')
    expect(await claims(again.auth)).toMatchObject({ owner: true, email_verified: true })
    const owners = (await again.auth.currentUser?.getIdToken()) ?? ''
    await nextSecond()
    await revokeRoles(adminAuth, INVITED)
    await expect(adminAuth.verifyIdToken(owners, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    })
    expect((await listStaff(adminAuth)).map((u) => u.email)).not.toContain(INVITED)
  })

  it('an existing account is granted only when it signs in with Google alone, on a verified address', async () => {
    const google = await adminAuth.createUser({
      email: 'gardener@gmail.example',
      emailVerified: true,
    })
    await adminAuth.updateUser(google.uid, {
      providerToLink: {
        providerId: 'google.com',
        uid: 'google-123',
        email: 'gardener@gmail.example',
      },
    })
    expect((await grantRole(adminAuth, 'gardener@gmail.example', 'editor')).link).toBeNull()

    // Verified, but with a password too: whoever set it is not vouched for.
    const mixed = await adminAuth.createUser({
      email: 'mixed@gmail.example',
      emailVerified: true,
      password: 'someone-elses',
    })
    await adminAuth.updateUser(mixed.uid, {
      providerToLink: { providerId: 'google.com', uid: 'google-456', email: 'mixed@gmail.example' },
    })
    await expect(grantRole(adminAuth, 'mixed@gmail.example', 'editor')).rejects.toThrow(
      GrantRefused,
    )

    // Google alone, but the address not verified.
    const unproved = await adminAuth.createUser({ email: 'unproved@gmail.example' })
    await adminAuth.updateUser(unproved.uid, {
      providerToLink: {
        providerId: 'google.com',
        uid: 'google-789',
        email: 'unproved@gmail.example',
      },
    })
    await expect(grantRole(adminAuth, 'unproved@gmail.example', 'editor')).rejects.toThrow(
      GrantRefused,
    )
  })
})

/**
 * "Send again" (server/leads/resend.ts) with real ID tokens: the Firebase verifier
 * (server/leads/owners.ts) checks revocation and reads the role with src/lib/roles.ts, and the
 * route, on the Firestore store, sends a failed lead to a stand-in for n8n.
 */
describe('send again with real ID tokens', () => {
  const OWNER = 'office-owner@oakandember.example'
  const EDITOR = 'office-editor@oakandember.example'

  async function token(email: string, password: string): Promise<string> {
    const b = browser(`token-${email}-${Date.now()}`)
    await signInWithEmailAndPassword(b.auth, email, password)
    return (await b.auth.currentUser?.getIdToken()) ?? ''
  }

  it('tells the owner from an editor, an unproved owner claim, a revoked session and garbage', async () => {
    await makeAccounts(authEmulator.host, [
      { email: OWNER, password: 'office-owner-1', role: 'owner' },
      { email: EDITOR, password: 'office-editor-1', role: 'editor' },
    ])
    const verifier = firebaseOwnerVerifier(adminAuth)
    const owner = await token(OWNER, 'office-owner-1')
    expect(await verifier.verify(owner)).toMatchObject({ email: OWNER, owner: true })
    expect(await verifier.verify(await token(EDITOR, 'office-editor-1'))).toMatchObject({
      email: EDITOR,
      owner: false,
    })
    // The attacker's account of the first test: the owner claim on an address nobody proved.
    const attacker = browser('office-attacker')
    await signInWithEmailAndPassword(attacker.auth, FUTURE_EDITOR, 'attacker-password')
    const unproved = (await attacker.auth.currentUser?.getIdToken(true)) ?? ''
    expect(await verifier.verify(unproved)).toMatchObject({ owner: false })
    expect(await verifier.verify('not-a-token')).toBeNull()
    expect(await verifier.verify(`${owner.slice(0, -4)}AAAA`)).toBeNull()

    // The route, on the Firestore store, with that token: the failed lead reaches n8n once.
    const n8n = await automationHost()
    try {
      const receivedAt = new Date(Date.now() - 5 * 24 * 3_600_000)
      await admin.db.doc('leads/failed-lead').set(
        leadDoc({
          id: 'failed-lead',
          form: 'contact',
          via: 'app',
          receivedAt: receivedAt.toISOString(),
          fields: { name: 'Ann Sample', email: 'ann@example.com', message: 'A deck' },
          status: 'new',
          delivery: { ...pendingDelivery(receivedAt), state: 'failed', attempts: 41 },
          dedupeKey: 'k',
        }),
      )
      const app = createServerApp({
        store: firestoreStore(admin.db),
        limiter: memoryLimiter({ max: 5, windowMs: 600_000 }),
        now: () => new Date(),
        salt: 's',
        clientAddress: () => '203.0.113.7',
        forward: { url: n8n.url, secret: null, retryBaseMs: 60_000 },
        office: { owners: verifier, store: firestoreStore(admin.db) },
        log: () => {},
      })
      const send = (bearer: string) =>
        app.request('/api/leads/failed-lead/deliver', {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}` },
        })
      expect((await send(unproved)).status).toBe(403)
      expect(n8n.got).toEqual([])
      const sent = await send(owner)
      expect(sent.status).toBe(200)
      expect(await sent.json()).toMatchObject({ delivery: { state: 'delivered', attempts: 42 } })
      expect(n8n.got.map((g) => g.headers['x-lead-id'])).toEqual(['failed-lead'])
      expect((await admin.db.doc('leads/failed-lead').get()).get('delivery.state')).toBe(
        'delivered',
      )

      // The owner's role taken back: the token still in hand is refused at once (checkRevoked).
      await nextSecond()
      await revokeRoles(adminAuth, OWNER)
      expect(await verifier.verify(owner)).toBeNull()
      expect((await send(owner)).status).toBe(401)
    } finally {
      await n8n.close()
    }
  })

  it('the emulated server side (npm run desk, the browser tests) stores a posted lead there, delivers it, and sends again for the owner', async () => {
    await makeAccounts(authEmulator.host, [
      { email: 'desk-owner@oakandember.example', password: 'desk-owner-2', role: 'owner' },
    ])
    const n8n = await automationHost()
    const side = emulatedServerSide({
      projectId: PROJECT_ID,
      env: { LEAD_FORWARD_URL: n8n.url, LEAD_FORWARD_SECRET: 'desk-secret' },
      log: () => {},
    })
    const server = createServer((req, res) =>
      side.middleware(req, res, () => res.writeHead(404).end()),
    )
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const posted = await fetch(`${base}/api/leads/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bea Sample', email: 'bea@example.com', message: 'A deck' }),
      })
      expect(posted.status).toBe(201)
      const { id } = (await posted.json()) as { id: string }
      await expect
        .poll(async () => (await admin.db.doc(`leads/${id}`).get()).get('delivery.state'))
        .toBe('delivered')
      expect(
        leadDocumentSchema.safeParse((await admin.db.doc(`leads/${id}`).get()).data()).success,
      ).toBe(true)
      expect(n8n.got.map((g) => [g.headers['x-lead-id'], g.headers['x-lead-secret']])).toEqual([
        [id, 'desk-secret'],
      ])
      expect((await fetch(`${base}/elsewhere/`)).status).toBe(404)

      const send = async (bearer: string) =>
        fetch(`${base}/api/leads/${id}/deliver`, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}` },
        })
      expect((await send('garbage')).status).toBe(401)
      const owner = await token('desk-owner@oakandember.example', 'desk-owner-2')
      const again = await send(owner)
      expect(again.status).toBe(409)
      expect(again.headers.get('cache-control')).toBe('no-store')
      expect(n8n.got).toHaveLength(1)
    } finally {
      await new Promise((done) => server.close(done))
      await side.stop()
      await n8n.close()
    }
  })
})
