// Served like hosting; `--reuse-build` skips the build when its settings still match.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { emulatedServerSide } from '../server/emulated'
import { automationHost } from '../server/testing/automationHost'
import { LOCAL_EDITOR, LOCAL_OWNER, LOCAL_WRITER, makeAccounts } from './desk/accounts'
import { startAuthEmulator } from './desk/authEmulator'
import { writeEmulatorFirebaseJson } from './desk/hosting'
import { emulatorBuildEnv } from './desk/site'
import { emulatorAdmin } from './firestore/admin'
import { PROJECT_ID, startEmulator } from './firestore/emulator'
import { seedContent } from './seed/content'
import { seedDocuments } from './seed/documents'
import { fakeLeads, seedLeads } from './seed/leads'
import { startServer } from './serve'
import { backfillSlugs } from './slugs/reservations'

const SITE_DIR = resolve('.data/desk-site')
const firestorePort = Number(process.env.DESK_FIRESTORE_PORT ?? 8181)
const authPort = Number(process.env.DESK_AUTH_PORT ?? 9099)
const sitePort = Number(process.env.PORT ?? 4173)
/** `DESK_LEADS` raises it for a contractor's busiest years. */
const leadCount = Math.min(Math.max(Math.trunc(Number(process.env.DESK_LEADS ?? 12)) || 0, 0), 5000)

async function seed(firestoreHost: string, authHost: string): Promise<void> {
  const admin = emulatorAdmin(firestoreHost)
  try {
    const batch = admin.db.batch()
    for (const doc of seedDocuments()) batch.set(admin.posts().doc(doc.id), doc.data)
    await batch.commit()
    await backfillSlugs(admin.db, 'blog-posts')
    await seedContent(admin.db)
    await seedLeads(admin.db, fakeLeads(leadCount))
  } finally {
    await admin.close()
  }
  await makeAccounts(authHost, [LOCAL_OWNER, LOCAL_EDITOR, LOCAL_WRITER])
}

/** What a desk build was made for: the emulators' addresses are built into its code. */
const STAMP = join(SITE_DIR, 'build-settings.json')

function build(firestoreHost: string, authHost: string): void {
  const dist = join(SITE_DIR, 'dist')
  const settings = emulatorBuildEnv(firestoreHost, authHost)
  if (process.argv.includes('--reuse-build') && existsSync(join(dist, 'admin', 'index.html'))) {
    const made = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : 'unknown settings'
    if (made === JSON.stringify(settings)) return
    throw new Error(
      `--reuse-build: the build in ${SITE_DIR} was made for other emulator addresses (${made}), and its sign-in would fail against ${firestoreHost} and ${authHost}. Run without --reuse-build to build again.`,
    )
  }
  rmSync(SITE_DIR, { recursive: true, force: true })
  mkdirSync(SITE_DIR, { recursive: true })
  console.log('Building the site for the emulators (a few minutes)...')
  const result = spawnSync('node', ['scripts/prerender/ssg.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: dist, ...settings },
  })
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status})`)
  writeFileSync(STAMP, JSON.stringify(settings))
}

async function main(): Promise<void> {
  const firestore = await startEmulator({ port: firestorePort, rules: resolve('firestore.rules') })
  const auth = await startAuthEmulator({ port: authPort })
  const stop = async (code = 0) => {
    await Promise.allSettled([firestore.stop(), auth.stop()])
    process.exit(code)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  try {
    await seed(firestore.host, auth.host)
    build(firestore.host, auth.host)
    writeEmulatorFirebaseJson(join(SITE_DIR, 'firebase.json'), [firestore.host, auth.host])
    // firebase-admin reads the emulators' addresses from the environment.
    process.env.FIRESTORE_EMULATOR_HOST = firestore.host
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host
    const standIn = process.env.LEAD_FORWARD_URL ? null : await automationHost()
    const forwardUrl = process.env.LEAD_FORWARD_URL ?? standIn?.url ?? ''
    const serverSide = emulatedServerSide({
      projectId: PROJECT_ID,
      env: { ...process.env, LEAD_FORWARD_URL: forwardUrl },
    })
    const { url } = await startServer({ port: sitePort, cwd: SITE_DIR, quiet: true, serverSide })
    const forwarding = standIn
      ? `forwarded to a stand-in for n8n at ${forwardUrl}`
      : `forwarded to ${forwardUrl}`
    console.log(`
  The editors' desk:  ${url}/admin/
    owner:            ${LOCAL_OWNER.email} / ${LOCAL_OWNER.password}
    editor:           ${LOCAL_EDITOR.email} / ${LOCAL_EDITOR.password}
    no role:          ${LOCAL_WRITER.email} / ${LOCAL_WRITER.password}
  The owner's office: ${url}/admin/leads/  (as the owner; ${leadCount} fake leads, one failed)
  The site:           ${url}/  (the blog reads the emulator; forms store leads there,
                      ${forwarding})
  Emulators:          Firestore ${firestore.host}, Auth ${auth.host}. Data lives until Ctrl-C.
`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    await stop(1)
  }
}

void main()
