/**
 * Where an emulator's output goes: a file, never a pipe. The test runner blocks its event loop
 * while Playwright runs (spawnSync), so a pipe nobody drains fills up, and the emulator then
 * hangs in its logger on the next request (seen as a Firestore emulator that answers nothing).
 */
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ChildLog {
  /** The file descriptor to pass as the child's stdout and stderr. */
  fd: number
  /** Closes the parent's copy once the child has it. */
  release: () => void
  /** What the child has written so far. */
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
