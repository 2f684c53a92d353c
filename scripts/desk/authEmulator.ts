/**
 * The Auth emulator of firebase-tools (pinned in devDependencies), started offline with its UI
 * off: `firebase emulators:start --only auth`. It runs in Node, unlike the Storage emulator (Java
 * 21 and a downloaded rules runtime), which cannot run on this project's machines. The emulator
 * hub and logging ports are set too, so two runs on one machine do not collide on 4400/4500.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PROJECT_ID } from '../firestore/emulator'

export interface AuthEmulator {
  host: string
  /** Deletes every account (between tests). */
  reset: () => Promise<void>
  stop: () => Promise<void>
}

async function ready(host: string): Promise<boolean> {
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
  if (await ready(host))
    throw new Error(
      `Port ${options.port} already answers like an Auth emulator: stop it or pick another port.`,
    )
  const dir = resolve('.data', `auth-emulator-${options.port}`)
  mkdirSync(dir, { recursive: true })
  const config = join(dir, 'firebase.json')
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        hub: { host: '127.0.0.1', port: options.hubPort ?? options.port + 1 },
        logging: { host: '127.0.0.1', port: options.loggingPort ?? options.port + 2 },
        ui: { enabled: false },
      },
    }),
  )
  const bin = resolve('node_modules', '.bin', 'firebase')
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config]
  const child: ChildProcess = spawn(bin, args, {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No update check and no usage reporting: the machine may be offline.
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
  })
  let output = ''
  const collect = (d: Buffer) => {
    output += d.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const deadline = Date.now() + (options.timeoutMs ?? 180_000)
  while (!(await ready(host))) {
    if (child.exitCode !== null)
      throw new Error(`The Auth emulator exited (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The Auth emulator did not answer on ${host} in time:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    host,
    reset: async () => {
      const url = `http://${host}/emulator/v1/projects/${projectId}/accounts`
      const response = await fetch(url, { method: 'DELETE' })
      if (!response.ok) throw new Error(`Auth emulator reset failed: HTTP ${response.status}`)
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done()
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        child.once('exit', () => {
          clearTimeout(timer)
          done()
        })
        child.kill('SIGINT')
      }),
  }
}
