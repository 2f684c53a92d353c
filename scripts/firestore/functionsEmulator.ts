/**
 * The lead function (functions/) under the Functions emulator of firebase-tools, against a
 * Firestore emulator of the jar (emulator.ts): built by functions/build.mjs into its own folder
 * (.data/functions-emulator-PORT/functions, next to a copy of functions/package.json; the
 * emulator finds firebase-functions in the repository's node_modules, as Node does), its param
 * in .env.local and its secrets in .secret.local there, never in functions/ itself.
 *
 * The jar is not the emulator firebase-tools would start, so the Firestore trigger
 * (deliverNewLead) is not wired to it: this runs the HTTP function, and the trigger's and the
 * sweep's code is tested on its own (leads.firestore-test.ts).
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PROJECT_ID } from './emulator'
import { startFirebaseTools } from './firebaseTools'

export const REGION = 'us-east1'

export interface FunctionsEmulator {
  /** The function `api`'s URL: the app sees `${url}/api/...` as `/api/...`. */
  url: string
  /** What the emulator printed (the function's log lines included). */
  output: () => string
  stop: () => Promise<void>
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200
  } catch {
    return false
  }
}

const envFile = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('')

export async function startFunctionsEmulator(options: {
  port: number
  hubPort: number
  loggingPort: number
  /** The Eventarc and Cloud Tasks emulators it starts beside the functions. */
  eventarcPort: number
  tasksPort: number
  firestoreHost: string
  /** Params (.env.local) and secrets (.secret.local) of the function. */
  params: Record<string, string>
  secrets: Record<string, string>
  projectId?: string
  timeoutMs?: number
}): Promise<FunctionsEmulator> {
  const projectId = options.projectId ?? PROJECT_ID
  const host = `127.0.0.1:${options.port}`
  const url = `http://${host}/${projectId}/${REGION}/api`
  if (await answers(`${url}/api/health`))
    throw new Error(`Port ${options.port} already serves the function: stop it or pick another.`)
  const dir = resolve('.data', `functions-emulator-${options.port}`)
  const source = join(dir, 'functions')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(source, { recursive: true })
  const build = spawnSync('node', ['functions/build.mjs', '--outdir', join(source, 'lib')], {
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error(`functions/build.mjs failed (exit ${build.status})`)
  copyFileSync('functions/package.json', join(source, 'package.json'))
  writeFileSync(join(source, '.env.local'), envFile(options.params))
  writeFileSync(join(source, '.secret.local'), envFile(options.secrets))

  const at = (port: number) => ({ host: '127.0.0.1', port })
  // The runtime firebase.json deploys (the emulator runs the host's Node whatever it says).
  const { runtime } = (
    JSON.parse(readFileSync('firebase.json', 'utf8')) as { functions: { runtime: string }[] }
  ).functions[0] ?? { runtime: 'nodejs24' }
  const tools = await startFirebaseTools({
    dir,
    config: {
      functions: [{ source: 'functions', codebase: 'default', runtime }],
      emulators: {
        functions: at(options.port),
        hub: at(options.hubPort),
        logging: at(options.loggingPort),
        eventarc: at(options.eventarcPort),
        tasks: at(options.tasksPort),
        ui: { enabled: false },
        singleProjectMode: true,
      },
    },
    only: 'functions',
    projectId,
    label: `Functions emulator on ${host}`,
    ready: () => answers(`${url}/api/health`),
    env: {
      FIRESTORE_EMULATOR_HOST: options.firestoreHost,
      // No discovery server on a random port of every interface: the SDK writes its manifest to
      // a file. No probe of Google's metadata server: this machine is not in Google's cloud.
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      METADATA_SERVER_DETECTION: 'none',
    },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  return { url, output: tools.output, stop: tools.stop }
}
