import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** The real command with no credentials and no emulator, as on a fresh clone. */
function run(args: string[]) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        ![
          'GOOGLE_APPLICATION_CREDENTIALS',
          'FIREBASE_SERVICE_ACCOUNT',
          'FIREBASE_AUTH_EMULATOR_HOST',
          'FIRESTORE_EMULATOR_HOST',
        ].includes(key),
    ),
  )
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/editors.ts', ...args], {
    encoding: 'utf8',
    env,
  })
  return { code: result.status, out: `${result.stdout}${result.stderr}` }
}

describe('npm run editors without credentials', () => {
  it('names the settings it needs and exits 1, without a stack trace', () => {
    const { code, out } = run(['list'])
    expect(code).toBe(1)
    expect(out).toContain('editors list failed: No Firestore credentials')
    expect(out).toContain('FIREBASE_AUTH_EMULATOR_HOST')
    expect(out).not.toMatch(/^\s+at /m)
  }, 30_000)
})
