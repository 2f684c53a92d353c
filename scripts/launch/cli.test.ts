import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The real command, run as the deploy workflow runs it, with settings from a test env folder. */
const dirs: string[] = []
function envDir(contents: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'launch-env-'))
  dirs.push(dir)
  writeFileSync(join(dir, '.env'), contents)
  return dir
}

/** The server's forwarding settings, which the command reads from its environment alone. */
const SERVER = {
  LEAD_FORWARD_URL: 'https://automation.oakandemberoutdoor.com/webhook/leads-7f3a',
  LEAD_FORWARD_SECRET: '3f9c1e7a5b2d8f4061c9e3a7b5d1f8e2',
}

function run(args: string[], server: Record<string, string> = {}) {
  // A clean environment: no VITE_* or LEAD_* from the machine running the tests.
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(VITE|LEAD)_/.test(key)),
    ),
    ...server,
  }
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/launch/cli.ts', ...args],
    {
      encoding: 'utf8',
      env,
    },
  )
  return { code: result.status, out: `${result.stdout}${result.stderr}` }
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('npm run check:launch', () => {
  it('fails with the repository defaults and names each configuration problem', () => {
    const { code, out } = run(['--env-dir', envDir('')])
    expect(code).toBe(1)
    for (const setting of [
      'VITE_SITE_URL is unset',
      'LEAD_FORWARD_URL is unset',
      'LEAD_FORWARD_SECRET is unset',
      'Firebase settings missing',
      'VITE_FIREBASE_MEASUREMENT_ID is unset',
    ]) {
      expect(out).toContain(setting)
    }
  }, 30_000)

  const production = envDir(
    [
      'VITE_SITE_URL=https://www.oakandemberoutdoor.com',
      'VITE_FIREBASE_API_KEY=test-key',
      'VITE_FIREBASE_PROJECT_ID=oak-ember-prod',
      'VITE_FIREBASE_APP_ID=1:123:web:abc',
      'VITE_FIREBASE_MEASUREMENT_ID=G-ABC123',
    ].join('\n'),
  )

  it('passes with production-like settings and lists the samples as warnings', () => {
    const { code, out } = run(['--env-dir', production], SERVER)
    expect(code).toBe(0)
    expect(out).toContain('Configuration: ready')
    expect(out).toMatch(/Content: \d+ sample entries \(warnings\)/)
    expect(out).toContain('src/content/testimonials.ts')
  }, 30_000)

  it('fails with --strict while samples remain', () => {
    const { code, out } = run(['--env-dir', production, '--strict'], SERVER)
    expect(code).toBe(1)
    expect(out).toMatch(/Content: \d+ sample entries \(errors \(--strict\)\)/)
  }, 30_000)
})
