import { existsSync, readFileSync } from 'node:fs'
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app'
import { type Firestore, getFirestore } from 'firebase-admin/firestore'

export class SnapshotError extends Error {}

export interface AdminConnection {
  db: Firestore
  app: App
  emulated: boolean
  target: string
  close: () => Promise<void>
}

const DEFAULT_EMULATOR_PROJECT = 'demo-oakember'

export async function probeEmulator(host: string, timeoutMs = 3000): Promise<void> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new SnapshotError(
      `The Firestore emulator at ${host} (FIRESTORE_EMULATOR_HOST) is not reachable: ${reason}. Start it, or unset FIRESTORE_EMULATOR_HOST to read the real project.`,
    )
  }
}

export interface ServiceAccount {
  project_id?: string
  client_email?: string
  private_key?: string
}

export function serviceAccount(env: NodeJS.ProcessEnv): ServiceAccount {
  const inline = env.FIREBASE_SERVICE_ACCOUNT?.trim()
  const file = env.GOOGLE_APPLICATION_CREDENTIALS?.trim()
  let raw: string
  if (inline) raw = inline
  else if (file) {
    if (!existsSync(file))
      throw new SnapshotError(`GOOGLE_APPLICATION_CREDENTIALS names ${file}, which does not exist.`)
    raw = readFileSync(file, 'utf8')
  } else {
    throw new SnapshotError(
      'No Firestore credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file, FIREBASE_SERVICE_ACCOUNT to the key JSON, or FIRESTORE_EMULATOR_HOST to use the emulator.',
    )
  }
  try {
    const parsed = JSON.parse(raw) as ServiceAccount
    if (!parsed.client_email || !parsed.private_key)
      throw new Error('missing client_email or private_key')
    return parsed
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new SnapshotError(`The service-account key is not valid JSON key material: ${reason}.`)
  }
}

export async function connect(env: NodeJS.ProcessEnv = process.env): Promise<AdminConnection> {
  const emulator = env.FIRESTORE_EMULATOR_HOST?.trim()
  let app: App
  let target: string
  if (emulator) {
    await probeEmulator(emulator)
    const projectId = env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || DEFAULT_EMULATOR_PROJECT
    app = initializeApp({ projectId }, `snapshot-${Date.now()}`)
    target = `the Firestore emulator at ${emulator} (project ${projectId})`
  } else {
    const account = serviceAccount(env)
    const projectId = env.FIREBASE_PROJECT_ID || account.project_id
    if (!projectId) throw new SnapshotError('No project id: set FIREBASE_PROJECT_ID.')
    app = initializeApp(
      {
        credential: cert({
          projectId,
          clientEmail: account.client_email ?? '',
          privateKey: account.private_key ?? '',
        }),
        projectId,
      },
      `snapshot-${Date.now()}`,
    )
    target = `Firestore project ${projectId}`
  }
  const db = getFirestore(app)
  // REST for one-off reads: no gRPC channel keeps the process alive (the emulator needs gRPC).
  if (!emulator) db.settings({ preferRest: true })
  return { db, app, emulated: Boolean(emulator), target, close: () => deleteApp(app) }
}
