// A file, never a pipe: spawnSync blocks the runner's event loop while Playwright runs, a pipe
// nobody drains fills up, and the emulator then hangs in its logger.
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ChildLog {
  fd: number
  release: () => void
  read: () => string
}

export function childLog(name: string): ChildLog {
  const file = join(mkdtempSync(join(tmpdir(), `${name}-`)), 'output.log')
  const fd = openSync(file, 'a')
  let open = true
  return {
    fd,
    release: () => {
      if (open) closeSync(fd)
      open = false
    },
    read: () => {
      try {
        return readFileSync(file, 'utf8')
      } catch {
        return ''
      }
    },
  }
}
