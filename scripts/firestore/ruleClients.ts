// The web SDK's lite build, as browsers meet the rules; every rules test tries the same identities.
import { resolve } from 'node:path'
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app'
import {
  connectFirestoreEmulator,
  type Firestore,
  getFirestore,
  setLogLevel,
} from 'firebase/firestore/lite'
import { afterAll, beforeAll } from 'vitest'
import { emulatorAdmin } from './admin'
import { type Emulator, PROJECT_ID, startEmulator } from './emulator'

export interface Client {
  app: FirebaseApp
  db: Firestore
}

export function ruleClients(port: number) {
  const clients: Client[] = []
  const client = (name: string, token?: Record<string, unknown>): Client => {
    const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `rules-${name}`)
    const db = getFirestore(app)
    connectFirestoreEmulator(
      db,
      '127.0.0.1',
      port,
      token ? { mockUserToken: { sub: name, ...token } } : undefined,
    )
    const made = { app, db }
    clients.push(made)
    return made
  }
  const visitor = client('visitor')
  const reader = client('reader', { email: 'reader@example.com' })
  // A claim that only looks like the editor's: the rules want the boolean true.
  const pretender = client('pretender', { email_verified: true, editor: 'true' })
  // The claim on an address nobody proved: someone signed up first for a future editor's address.
  const unverified = client('unverified', {
    email: 'future-editor@example.com',
    email_verified: false,
    editor: true,
    owner: true,
  })
  const noVerifiedClaim = client('no-verified-claim', { email: 'x@example.com', editor: true })
  return {
    client,
    visitor,
    reader,
    pretender,
    unverified,
    noVerifiedClaim,
    nonStaff: [
      ['an anonymous visitor', visitor],
      ['a signed-in user without a role', reader],
      ['a user whose editor claim is not the boolean true', pretender],
      ['a user with the editor and owner claims on an unverified address', unverified],
      ['a user with the editor claim and no email_verified claim', noVerifiedClaim],
    ] as [string, Client][],
    editor: client('editor', { email: 'editor@example.com', email_verified: true, editor: true }),
    owner: client('owner', { email: 'owner@example.com', email_verified: true, owner: true }),
    close: () => Promise.all(clients.map((c) => deleteApp(c.app))),
  }
}

// Its hooks come before the file's own: the emulator starts first and stops after the tests.
export function rulesTestBed(port: number) {
  // Denials are the point here; the SDK would log each as an error.
  setLogLevel('silent')
  const host = `127.0.0.1:${port}`
  const roles = ruleClients(port)
  const admin = emulatorAdmin(host)
  let emulator: Emulator | undefined
  beforeAll(async () => {
    emulator = await startEmulator({ port, rules: resolve('firestore.rules') })
  }, 120_000)
  afterAll(async () => {
    await roles.close()
    await admin.close()
    await emulator?.stop()
  })
  return { ...roles, admin, host }
}
