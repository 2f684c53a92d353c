/**
 * npm run test:firestore: everything that needs Google's Firestore emulator.
 *   1. the snapshot script and the security rules (vitest; each file runs its own emulator);
 *   2. the browser: a build configured for an emulator (into .data/emulator-site, leaving dist/
 *      alone), served like hosting, driven by Playwright while the test adds posts.
 * Ports: 8181 (browser emulator), 8182, 8183 (vitest files), 4341 (site); override with
 * FIRESTORE_BROWSER_TEST_PORT, FIRESTORE_SNAPSHOT_TEST_PORT, FIRESTORE_RULES_TEST_PORT,
 * FIRESTORE_E2E_PORT. Under CI=true a missing emulator fails the run; locally it is skipped.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { EMULATOR_JAR, emulatorAvailable, PROJECT_ID, startEmulator } from './emulator'

const SITE_DIR = resolve('.data/emulator-site')
const BROWSER_PORT = Number(process.env.FIRESTORE_BROWSER_TEST_PORT ?? 8181)

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`)
}

async function main(): Promise<number> {
  if (!emulatorAvailable()) {
    const message = `Firestore emulator not found at ${EMULATOR_JAR} (apt-get install -y google-cloud-cli-firestore-emulator).`
    if (process.env.CI === 'true') {
      console.error(`${message} Under CI this is a failure.`)
      return 1
    }
    console.warn(`${message} Skipping the emulator-backed tests (they are required under CI=true).`)
    return 0
  }
  run('Snapshot and security rules (vitest)', 'npx', [
    'vitest',
    'run',
    '--config',
    'scripts/firestore/vitest.config.ts',
  ])

  const emulator = await startEmulator({ port: BROWSER_PORT, rules: resolve('firestore.rules') })
  try {
    rmSync(SITE_DIR, { recursive: true, force: true })
    mkdirSync(SITE_DIR, { recursive: true })
    copyFileSync('firebase.json', join(SITE_DIR, 'firebase.json'))
    run('Build configured for the emulator', 'npx', ['vite-react-ssg', 'build'], {
      BUILD_OUT_DIR: join(SITE_DIR, 'dist'),
      VITE_FIREBASE_API_KEY: 'demo-key',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIRESTORE_EMULATOR_HOST: emulator.host,
    })
    run(
      'Browser tests against the emulator (Playwright)',
      'npx',
      ['playwright', 'test', '--config', 'scripts/firestore/playwright.config.ts'],
      { FIRESTORE_EMULATOR_HOST: emulator.host },
    )
  } finally {
    await emulator.stop()
  }
  return 0
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
