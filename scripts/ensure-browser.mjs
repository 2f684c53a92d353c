#!/usr/bin/env node
// Installs Debian's package as root; no tool here downloads its own browser (decision 0009).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROME_PATH || '/usr/bin/chromium'

function version(bin) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}

const SHELL = '/usr/bin/chromium-headless-shell'
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = existsSync('/usr/bin/apt-get')
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }

/** A speed-up only, so a failure is said, not fatal. */
function installShell() {
  if (process.env.CHROME_PATH || existsSync(SHELL) || !isRoot || !hasApt) return
  console.log('[browser] Installing Debian chromium-headless-shell with apt-get (one time)...')
  const shell = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env: aptEnv,
  })
  if (shell.status !== 0) console.log('[browser] No headless shell: the tests use chromium.')
}

if (existsSync(path) && version(path)) {
  console.log(`[browser] ${version(path)} at ${path}`)
  installShell()
  process.exit(0)
}

if (process.env.CHROME_PATH || !isRoot || !hasApt) {
  console.error(
    `[browser] No Chromium at ${path}.\n` +
      '  On Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Or point CHROME_PATH at an existing Chromium or Chrome binary.',
  )
  process.exit(1)
}

console.log('[browser] Installing Debian chromium with apt-get (one time)...')
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv })
// No recommendations (slow, nothing pages need) but the Liberation fonts; see docs/decisions/0009.
const packages = ['chromium', 'fonts-liberation']
const install = (extra) =>
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages, ...extra], {
    stdio: 'inherit',
    env: aptEnv,
  }).status === 0
if (!install(['chromium-headless-shell']) && !install([])) {
  console.error('[browser] apt-get could not install chromium.')
  process.exit(1)
}
if (!version(path)) {
  console.error(`[browser] apt-get finished but ${path} does not run.`)
  process.exit(1)
}
console.log(`[browser] ${version(path)} at ${path}`)
installShell()
