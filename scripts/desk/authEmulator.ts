// It runs in Node, unlike the Storage emulator; hub and logging ports are set so runs can coexist.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PROJECT_ID } from '../firestore/emulator'
import { startFirebaseTools } from '../firestore/firebaseTools'

export interface AuthEmulator {
  host: string
  reset: () => Promise<void>
  stop: () => Promise<void>
}

export async function authReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })
    return (
      response.ok &&
      ((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready ===
        true
    )
  } catch {
    return false
  }
}

export async function startAuthEmulator(options: {
  port: number
  hubPort?: number
  loggingPort?: number
  projectId?: string
  timeoutMs?: number
}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? PROJECT_ID
  const host = `127.0.0.1:${options.port}`
  if (await authReady(host))
    throw new Error(
      `Port ${options.port} already answers like an Auth emulator: stop it or pick another port.`,
    )
  const dir = resolve('.data', `auth-emulator-${options.port}`)
  mkdirSync(dir, { recursive: true })
  const tools = await startFirebaseTools({
    dir,
    config: {
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        hub: { host: '127.0.0.1', port: options.hubPort ?? options.port + 1 },
        logging: { host: '127.0.0.1', port: options.loggingPort ?? options.port + 2 },
        ui: { enabled: false },
      },
    },
    only: 'auth',
    projectId,
    label: `Auth emulator on ${host}`,
    ready: () => authReady(host),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  return { host, reset: resetAccounts(host, projectId), stop: tools.stop }
}

const resetAccounts = (host: string, projectId: string) => async () => {
  const url = `http://${host}/emulator/v1/projects/${projectId}/accounts`
  const response = await fetch(url, { method: 'DELETE' })
  if (!response.ok) throw new Error(`Auth emulator reset failed: HTTP ${response.status}`)
}

/**
 * An Auth emulator another process started (`npm run test:firestore` shares one, decision 0031):
 * waits for it to answer, empties its accounts; stopping it is left to its owner.
 */
export async function attachAuthEmulator(
  host: string,
  options: { projectId?: string; timeoutMs?: number } = {},
): Promise<AuthEmulator> {
  const deadline = Date.now() + (options.timeoutMs ?? 150_000)
  while (!(await authReady(host))) {
    if (Date.now() > deadline) throw new Error(`No Auth emulator answered on ${host} in time`)
    await new Promise((r) => setTimeout(r, 250))
  }
  const reset = resetAccounts(host, options.projectId ?? PROJECT_ID)
  await reset()
  return { host, reset, stop: async () => undefined }
}
