import { describe, expect, it } from 'vitest'
import { createWorkerPool } from './workerPool'

type Task = { name: string; ms?: number; fail?: boolean; crash?: boolean }
type Result = { name: string; threadId: number; tag: string }

const ECHO = new URL('./fixtures/echoWorker.mjs', import.meta.url)

describe('createWorkerPool', () => {
  it('runs every task once, on at most `size` threads, each with the pool’s workerData', async () => {
    const pool = createWorkerPool<Task, Result>(ECHO, 2, { tag: 'build-1' })
    try {
      const names = Array.from({ length: 7 }, (_, i) => `page-${i}`)
      const results = await Promise.all(names.map((name) => pool.run({ name, ms: 5 })))
      expect(results.map((r) => r.name)).toEqual(names)
      expect(new Set(results.map((r) => r.threadId)).size).toBe(2)
      expect(new Set(results.map((r) => r.tag))).toEqual(new Set(['build-1']))
    } finally {
      await pool.close()
    }
  })

  it('rejects a task its worker reports failed, and goes on with the others', async () => {
    const pool = createWorkerPool<Task, Result>(ECHO, 1, { tag: 't' })
    try {
      const [bad, good] = await Promise.allSettled([
        pool.run({ name: 'bad', fail: true }),
        pool.run({ name: 'good' }),
      ])
      expect(bad).toMatchObject({ status: 'rejected', reason: new Error('failed: bad') })
      expect(good).toMatchObject({ status: 'fulfilled', value: { name: 'good' } })
    } finally {
      await pool.close()
    }
  })

  it('fails the tasks in flight, those waiting and those after, when a worker dies', async () => {
    const pool = createWorkerPool<Task, Result>(ECHO, 1, { tag: 't' })
    try {
      const settled = await Promise.allSettled([
        pool.run({ name: 'crash', crash: true }),
        pool.run({ name: 'waiting' }),
      ])
      expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected'])
      await expect(pool.run({ name: 'after' })).rejects.toThrow(/exit 3/)
    } finally {
      await pool.close()
    }
  })
})
