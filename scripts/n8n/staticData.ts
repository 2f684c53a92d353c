// Read from n8n's own database: static data is saved just after the workflow answers, so the
// next lead must wait for it, or it runs on the data from before (a race the docs name).
import { join } from 'node:path'
import { z } from 'zod'
import { harnessRequire } from './harness'

const StaticData = z.object({
  global: z
    .object({
      leadIds: z.record(z.string(), z.number()).optional(),
      replies: z.record(z.string(), z.number()).optional(),
    })
    .loose()
    .optional(),
})
export type WorkflowStaticData = z.infer<typeof StaticData>

interface Sqlite3Module {
  OPEN_READONLY: number
  Database: new (
    file: string,
    mode: number,
    opened: (error: Error | null) => void,
  ) => {
    get: (sql: string, done: (error: Error | null, row: unknown) => void) => void
    close: (done: (error: Error | null) => void) => void
  }
}

export function readStaticData(n8nFolder: string): Promise<WorkflowStaticData> {
  const { Database, OPEN_READONLY } = harnessRequire('sqlite3') as Sqlite3Module
  const file = join(n8nFolder, '.n8n', 'database.sqlite')
  return new Promise((resolve, reject) => {
    const db = new Database(file, OPEN_READONLY, (opened) => {
      if (opened) return reject(opened)
      db.get('SELECT staticData FROM workflow_entity', (error, row) => {
        db.close(() => {})
        if (error) return reject(error)
        const text = z.object({ staticData: z.string().nullable() }).parse(row).staticData
        resolve(StaticData.parse(text ? JSON.parse(text) : {}))
      })
    })
  })
}

export async function waitForStaticData(
  n8nFolder: string,
  what: string,
  done: (data: WorkflowStaticData) => boolean,
  timeoutMs = 10_000,
): Promise<WorkflowStaticData> {
  const deadline = Date.now() + timeoutMs
  let last = 'nothing read'
  while (Date.now() < deadline) {
    try {
      const data = await readStaticData(n8nFolder)
      if (done(data)) return data
      last = JSON.stringify(data).slice(0, 500)
    } catch (error) {
      // SQLITE_BUSY while n8n writes: read again.
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`n8n's static data never showed ${what}; last: ${last}`)
}
