import { appendFileSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { jsonLinesFile, readJsonLines, writeWhole } from './dataFiles'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'data-files-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('the data files', () => {
  it('appends lines in the order asked, into a folder it makes, and skips one cut short', async () => {
    const file = join(dir, 'deep', 'lines.jsonl')
    const lines = jsonLinesFile<{ n: number }>(file)
    await Promise.all([1, 2, 3].map((n) => lines.append({ n })))
    appendFileSync(file, '{"n": 4')
    expect(readJsonLines(file)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    expect(readJsonLines(join(dir, 'none.jsonl'))).toEqual([])
  })

  it('writes a file whole, leaving no partial one beside it', async () => {
    const file = join(dir, 'deep', 'whole.json')
    await Promise.all(['{"a":1}\n', '{"a":2}\n'].map((text) => writeWhole(file, text)))
    expect(['{"a":1}\n', '{"a":2}\n']).toContain(await readFile(file, 'utf8'))
    expect(await readdir(join(dir, 'deep'))).toEqual(['whole.json'])
  })
})
