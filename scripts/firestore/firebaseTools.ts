// Offline, with explicit hub and logging ports so two runs do not collide, in its own process group
// so stopping it also ends the workers it started.
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { childLog } from './childLog'

export interface FirebaseTools {
  output: () => string
  stop: () => Promise<void>
}

export async function startFirebaseTools(options: {
  dir: string
  config: object
  only: string
  projectId: string
  label: string
  ready: () => Promise<boolean>
  env?: Record<string, string>
  timeoutMs?: number
}): Promise<FirebaseTools> {
  const config = join(options.dir, 'firebase.json')
  writeFileSync(config, `${JSON.stringify(options.config, null, 2)}\n`)
  const bin = resolve('node_modules', '.bin', 'firebase')
  const args = ['emulators:start', '--only', options.only, '--project', options.projectId]
  const log = childLog(`firebase-${options.only.replace(/\W+/g, '-')}`)
  const child: ChildProcess = spawn(bin, [...args, '--config', config], {
    cwd: options.dir,
    stdio: ['ignore', log.fd, log.fd],
    detached: true,
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_EXPERIMENTS: '',
      CI: 'true',
      ...options.env,
    },
  })
  log.release()
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch {
      // the group is gone already
    }
  }
  // Its group misses the terminal's Ctrl-C: it ends with this process, then a signal goes on.
  const onExit = () => signal('SIGKILL')
  const onSignal = (name: NodeJS.Signals) => {
    onExit()
    release()
    process.kill(process.pid, name)
  }
  const release = () => {
    process.off('exit', onExit)
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  process.once('exit', onExit)
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const stop = () =>
    new Promise<void>((done) => {
      const finish = () => {
        signal('SIGKILL') // anything it left behind
        release()
        done()
      }
      if (child.exitCode !== null || child.signalCode !== null) return finish()
      const timer = setTimeout(() => signal('SIGKILL'), 10_000)
      child.once('exit', () => {
        clearTimeout(timer)
        finish()
      })
      signal('SIGINT')
    })
  const deadline = Date.now() + (options.timeoutMs ?? 180_000)
  while (!(await options.ready())) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`The ${options.label} exited (${child.exitCode}):\n${log.read()}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The ${options.label} did not answer in time:\n${log.read()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { output: log.read, stop }
}
