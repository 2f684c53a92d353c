// Installed on demand with its own lock file: it is large.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')
export const HARNESS_DIR = join(ROOT, 'n8n', 'harness')
export const WORKFLOW_FILE = join(ROOT, 'n8n', 'lead-intake.json')
export const N8N_BIN = join(HARNESS_DIR, 'node_modules', '.bin', 'n8n')
const STAMP = join(HARNESS_DIR, 'node_modules', '.harness-lock.sha256')

function lockHash(): string {
  return createHash('sha256')
    .update(readFileSync(join(HARNESS_DIR, 'package-lock.json')))
    .digest('hex')
}

export function harnessIsCurrent(): boolean {
  return (
    existsSync(N8N_BIN) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === lockHash()
  )
}

export function ensureHarness(log: (line: string) => void): boolean {
  if (harnessIsCurrent()) return false
  log('[n8n] installing the harness (npm ci in n8n/harness; a cold install takes minutes)…')
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: HARNESS_DIR,
    stdio: 'inherit',
    // A dependency's postinstall reports installs to Scarf unless told not to.
    env: { ...process.env, SCARF_ANALYTICS: 'false' },
  })
  if (result.status !== 0) throw new Error(`npm ci in n8n/harness failed (exit ${result.status})`)
  writeFileSync(STAMP, `${lockHash()}\n`)
  return true
}

export const harnessRequire = createRequire(join(HARNESS_DIR, 'package.json'))
