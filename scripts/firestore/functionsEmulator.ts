// Built into .data/, never functions/, so params and secrets stay out of the source. The jar is
// not what firebase-tools wires triggers to; the trigger is tested in leads.firestore-test.ts.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { authReady } from '../desk/authEmulator'
import { PROJECT_ID } from './emulator'
import { startFirebaseTools } from './firebaseTools'

export const REGION = 'us-east1'

export interface FunctionsEmulator {
  url: string
  /** The Auth emulator the same process serves, when one was asked for. */
  authHost: string | null
  output: () => string
  stop: () => Promise<void>
}

// Long: a request the emulator is still answering when dropped leaves its worker starting, and the
// next one starts another. On a busy machine, 2 s probes piled up workers until the start timed out.
async function answers(url: string, timeoutMs = 60_000): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).status === 200
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
  eventarcPort: number
  tasksPort: number
  firestoreHost: string
  params: Record<string, string>
  secrets: Record<string, string>
  /** Serve the Auth emulator from the same process too: one firebase-tools start, not two. */
  authPort?: number
  projectId?: string
  timeoutMs?: number
}): Promise<FunctionsEmulator> {
  const projectId = options.projectId ?? PROJECT_ID
  const host = `127.0.0.1:${options.port}`
  const url = `http://${host}/${projectId}/${REGION}/api`
  if (await answers(`${url}/api/health`, 2000))
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
  const authHost = options.authPort ? `127.0.0.1:${options.authPort}` : null
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
        ...(options.authPort ? { auth: at(options.authPort) } : {}),
        hub: at(options.hubPort),
        logging: at(options.loggingPort),
        eventarc: at(options.eventarcPort),
        tasks: at(options.tasksPort),
        ui: { enabled: false },
        singleProjectMode: true,
      },
    },
    only: authHost ? 'functions,auth' : 'functions',
    projectId,
    label: `Functions emulator on ${host}`,
    ready: async () =>
      (await answers(`${url}/api/health`)) && (!authHost || (await authReady(authHost))),
    env: {
      FIRESTORE_EMULATOR_HOST: options.firestoreHost,
      // No discovery server on every interface (the manifest goes to a file), no metadata probe.
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      METADATA_SERVER_DETECTION: 'none',
    },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  return { url, authHost, output: tools.output, stop: tools.stop }
}
