// Stopped with its whole process group: the task runner is its child.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { join } from 'node:path'
import { HARNESS_DIR, N8N_BIN } from './harness'

export interface N8nOptions {
  folder: string
  port: number
  /** The task runners' broker: its default port may be another engineer's. */
  brokerPort: number
}

export function n8nEnv(options: N8nOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: options.folder,
    N8N_USER_FOLDER: options.folder,
    N8N_PORT: String(options.port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    WEBHOOK_URL: `http://127.0.0.1:${options.port}/`,
    N8N_RUNNERS_ENABLED: 'true',
    N8N_RUNNERS_BROKER_PORT: String(options.brokerPort),
    N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_HIRING_BANNER_ENABLED: 'false',
    N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
    N8N_BLOCK_ENV_ACCESS_IN_NODE: 'true',
    N8N_SECURE_COOKIE: 'false',
    N8N_LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  }
}

export function n8nCli(args: string[], options: N8nOptions): string {
  const result = spawnSync(N8N_BIN, args, {
    cwd: HARNESS_DIR,
    env: n8nEnv(options),
    encoding: 'utf8',
    timeout: 180_000,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.status !== 0)
    throw new Error(`n8n ${args[0]} failed (exit ${result.status}):\n${output.slice(-3000)}`)
  return output
}

export interface RunningN8n {
  process: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

export function startN8n(options: N8nOptions): RunningN8n {
  const child = spawn(N8N_BIN, ['start'], {
    cwd: HARNESS_DIR,
    env: n8nEnv(options),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = createWriteStream(join(options.folder, 'n8n.log'))
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    log.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        process.kill(-child.pid, 'SIGTERM')
        const killer = setTimeout(() => {
          if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL')
        }, 15_000)
        await exited
        clearTimeout(killer)
      }
      log.end()
    },
  }
}

// Header Auth's 403 to a post without the secret: until the webhook is registered n8n answers
// "starting up", then 404, and /healthz is ready too early.
export async function waitForWebhook(url: string, n8n: RunningN8n, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (n8n.process.exitCode !== null)
      throw new Error(`n8n exited (${n8n.process.exitCode}):\n${n8n.output().slice(-3000)}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(5000),
      })
      last = `HTTP ${response.status} ${(await response.text()).slice(0, 120)}`
      if (response.status === 403) return
    } catch (error) {
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the webhook never answered 403 without its secret; last: ${last}`)
}
