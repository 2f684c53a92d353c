// The servers without Firestore keep their data in files under .data/; one process writes each.
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { appendFile, mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

export function readJsonLines<Line>(file: string): Line[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Line]
      } catch {
        return [] // a line cut short by a crash mid-write
      }
    })
}

/** A line a change; `serially` runs a write, or a check and its write together, in turn. */
export function jsonLinesFile<Line>(file: string) {
  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work)
    queue = run.catch(() => {})
    return run
  }
  const write = async (line: Line) => {
    await mkdir(dirname(file), { recursive: true })
    await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8')
  }
  return { serially, write, append: (line: Line) => serially(() => write(line)) }
}

/** Whole or not at all: a reader never meets half a file. */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const partial = `${file}.${randomUUID()}.part`
  await writeFile(partial, data)
  await rename(partial, file)
}
