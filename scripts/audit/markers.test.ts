import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { replaceBlock } from './markers'

describe('replaceBlock', () => {
  let dir = ''
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('replaces only what stands between the named markers', async () => {
    dir = await mkdtemp(join(tmpdir(), 'markers-'))
    const file = join(dir, 'doc.md')
    const other = '<!-- other:start -->\nkept\n<!-- other:end -->'
    await writeFile(
      file,
      `# Doc\n${other}\n<!-- lcp-table:start -->\nold\n<!-- lcp-table:end -->\nafter\n`,
    )
    await replaceBlock(file, 'lcp-table', '| new |')
    expect(await readFile(file, 'utf8')).toBe(
      `# Doc\n${other}\n<!-- lcp-table:start -->\n| new |\n<!-- lcp-table:end -->\nafter\n`,
    )
    await expect(replaceBlock(file, 'missing', 'x')).rejects.toThrow(/no <!-- missing:start -->/)
  })
})
