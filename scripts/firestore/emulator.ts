import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { childLog } from './childLog'

export const EMULATOR_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
export const PROJECT_ID = 'demo-oakember'
const EMULATOR_JVM = (process.env.EMULATOR_JVM ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC')
  .split(' ')
  .filter(Boolean)

export interface Emulator {
  host: string
  port: number
  projectId: string
  reset: () => Promise<void>
  stop: () => Promise<void>
}

export function emulatorAvailable(): boolean {
  return existsSync(EMULATOR_JAR)
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    return response.ok && (await response.text()).trim() === 'Ok'
  } catch {
    return false
  }
}

export async function startEmulator(options: {
  port: number
  rules?: string
  projectId?: string
  timeoutMs?: number
}): Promise<Emulator> {
  if (!emulatorAvailable())
    throw new Error(
      `The Firestore emulator jar is missing (${EMULATOR_JAR}). Install it with: apt-get install -y google-cloud-cli-firestore-emulator`,
    )
  const projectId = options.projectId ?? PROJECT_ID
  const host = `127.0.0.1:${options.port}`
  if (await answers(`http://${host}/`))
    throw new Error(
      `Port ${options.port} already answers like an emulator: stop it or pick another port.`,
    )
  const args = [
    ...EMULATOR_JVM,
    '-cp',
    EMULATOR_JAR,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--project_id',
    projectId,
    ...(options.rules ? ['--rules', options.rules] : []),
  ]
  const log = childLog(`firestore-emulator-${options.port}`)
  const child: ChildProcess = spawn('java', args, { stdio: ['ignore', log.fd, log.fd] })
  log.release()
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  while (!(await answers(`http://${host}/`))) {
    if (child.exitCode !== null)
      throw new Error(`The emulator exited (${child.exitCode}):\n${log.read()}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The emulator did not answer on ${host} in time:\n${log.read()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    host,
    port: options.port,
    projectId,
    reset: async () => {
      const url = `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`
      const response = await fetch(url, { method: 'DELETE' })
      if (!response.ok) throw new Error(`Emulator reset failed: HTTP ${response.status}`)
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
