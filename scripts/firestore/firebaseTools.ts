/**
 * `firebase emulators:start` of the pinned firebase-tools (devDependencies), started offline for
 * tests: its own firebase.json in its own folder, UI off, explicit hub and logging ports (so two
 * runs on one machine do not collide on 4400/4500), no update check and no usage reporting. It
 * runs in its own process group, so stopping it also ends what it started (the Functions
 * emulator's workers). Used by the Auth emulator (scripts/desk/authEmulator.ts) and the lead
 * function's test (functionsEmulator.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { childLog } from './childLog'

export interface FirebaseTools {
  /** What it printed so far (for a failure's message). */
  output: () => string
  stop: () => Promise<void>
}

export async function startFirebaseTools(options: {
  /** Its folder: firebase.json is written there, and it runs there. */
  dir: string
  /** firebase.json's content, `emulators` included. */
  config: object
  only: string
  projectId: string
  label: string
  /** Answers true once the emulator serves what the caller needs. */
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
  // Its own group does not get the terminal's Ctrl-C: when this process ends first, the group
  // ends with it; on a signal, after it, the signal goes on as if nobody had listened.
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
