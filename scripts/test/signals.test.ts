import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const BUSY = 'scripts/test/fixtures/signals/busy.ts'

/** Ctrl-C at a terminal: SIGINT to the command's whole process group, while the script is busy. */
function interrupt(args: string[]) {
  const marker = join(mkdtempSync(join(tmpdir(), 'signals-')), 'cleaned')
  const child = spawn(process.execPath, [...args, BUSY, marker], { cwd: ROOT, detached: true })
  return new Promise<boolean>((done) => {
    child.stdout.once('data', () => process.kill(-(child.pid as number), 'SIGINT'))
    child.once('close', () =>
      done(existsSync(marker) && readFileSync(marker, 'utf8') === 'cleaned up'),
    )
  })
}

// Decision 0054: npm scripts run TypeScript with `node --import tsx`, not the tsx command.
describe('Ctrl-C on a script that cleans up after itself', () => {
  it.concurrent('lets it clean up when node runs it with tsx loaded', async () => {
    expect(await interrupt(['--import', 'tsx'])).toBe(true)
  }, 30_000)

  it.concurrent('is cut short by the tsx command, which kills a script slow to answer', async () => {
    expect(await interrupt([join(ROOT, 'node_modules/tsx/dist/cli.mjs')])).toBe(false)
  }, 30_000)

  it('is how every npm script starts TypeScript', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const viaTsx = Object.entries(scripts).filter(([, line]) => /(^|&&\s*)(npx )?tsx /.test(line))
    expect(viaTsx).toEqual([])
  })
})
