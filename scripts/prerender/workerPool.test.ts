import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createWorkerPool, type PoolOptions } from './workerPool'

type Task = {
  name: string
  ms?: number
  fail?: boolean
  crash?: boolean
  throws?: boolean
  oom?: boolean
}
type Result = { name: string; threadId: number; tag: string }

const ECHO = new URL('./fixtures/echoWorker.mjs', import.meta.url)
const POOL = new URL('./workerPool.ts', import.meta.url)
const byName: PoolOptions<Task> = { name: (task) => task.name }

function pool(size: number, options: PoolOptions<Task> = byName, data = {}) {
  return createWorkerPool<Task, Result>(ECHO, size, { tag: 't', ...data }, options)
}

describe('createWorkerPool', () => {
  it('runs every task once, on at most `size` threads, each with the pool’s workerData', async () => {
    const echo = createWorkerPool<Task, Result>(ECHO, 2, { tag: 'build-1' })
    try {
      const names = Array.from({ length: 7 }, (_, i) => `page-${i}`)
      const results = await Promise.all(names.map((name) => echo.run({ name, ms: 5 })))
      expect(results.map((r) => r.name)).toEqual(names)
      expect(new Set(results.map((r) => r.threadId)).size).toBe(2)
      expect(new Set(results.map((r) => r.tag))).toEqual(new Set(['build-1']))
    } finally {
      await echo.close()
    }
  })

  it('rejects a task its worker reports failed, naming it, and goes on with the others', async () => {
    const echo = pool(1)
    try {
      const [bad, good] = await Promise.allSettled([
        echo.run({ name: '/portfolio/garden-retreat/', fail: true }),
        echo.run({ name: '/faq/' }),
      ])
      expect(bad).toMatchObject({
        status: 'rejected',
        reason: new Error('/portfolio/garden-retreat/: failed: /portfolio/garden-retreat/'),
      })
      expect(good).toMatchObject({ status: 'fulfilled', value: { name: '/faq/' } })
    } finally {
      await echo.close()
    }
  })

  it('fails the task of a worker that exits, naming it, and runs the next on a new worker', async () => {
    const echo = pool(1)
    try {
      const settled = await Promise.allSettled([
        echo.run({ name: '/portfolio/project-spotlight/', crash: true }),
        echo.run({ name: '/blog/' }),
      ])
      expect(settled).toMatchObject([
        {
          status: 'rejected',
          reason: new Error('/portfolio/project-spotlight/: its worker died (exit 3)'),
        },
        { status: 'fulfilled', value: { name: '/blog/' } },
      ])
    } finally {
      await echo.close()
    }
  })

  it('fails every task waiting and after as not run once no worker is left', async () => {
    // One worker, replaced once: the second death leaves none.
    const echo = pool(1)
    try {
      await expect(echo.run({ name: '/a/', crash: true })).rejects.toThrow('its worker died')
      const settled = await Promise.allSettled([
        echo.run({ name: '/portfolio/garden-retreat/', crash: true }),
        echo.run({ name: '/blog/' }),
      ])
      const cause =
        'since no worker is left: the last died running /portfolio/garden-retreat/ (exit 3)'
      expect(settled).toEqual([
        {
          status: 'rejected',
          reason: new Error('/portfolio/garden-retreat/: its worker died (exit 3)'),
        },
        { status: 'rejected', reason: new Error(`/blog/: not run, ${cause}`) },
      ])
      await expect(echo.run({ name: '/faq/' })).rejects.toThrow(`/faq/: not run, ${cause}`)
    } finally {
      await echo.close()
    }
  })

  it('fails the task of a worker that runs out of memory, naming it', async () => {
    const echo = pool(1, { ...byName, resourceLimits: { maxOldGenerationSizeMb: 16 } })
    try {
      await expect(echo.run({ name: '/portfolio/garden-retreat/', oom: true })).rejects.toThrow(
        /^\/portfolio\/garden-retreat\/: its worker died \(.*out of memory/,
      )
      await expect(echo.run({ name: '/faq/' })).resolves.toMatchObject({ name: '/faq/' })
    } finally {
      await echo.close()
    }
  })

  it('fails the task of a worker that throws outside it, naming the task and the error', async () => {
    const echo = pool(2)
    try {
      const [thrown, other] = await Promise.allSettled([
        echo.run({ name: '/blog/a/', throws: true }),
        echo.run({ name: '/blog/b/', ms: 50 }),
      ])
      expect(thrown).toMatchObject({
        status: 'rejected',
        reason: new Error('/blog/a/: its worker died (thrown: /blog/a/)'),
      })
      // The other worker's task in flight is not the dead one's: it finishes.
      expect(other).toMatchObject({ status: 'fulfilled', value: { name: '/blog/b/' } })
    } finally {
      await echo.close()
    }
  })

  it('fails the tasks given to workers that die idle, where they waited forever', async () => {
    const echo = pool(1, byName, { exitAtStart: true })
    // A task may reach a worker as it exits (then it fails as its task, and the worker is
    // replaced once); none may wait forever.
    const attempt = () =>
      echo.run({ name: '/faq/' }).then(
        () => 'answered',
        (error: Error) => error.message,
      )
    try {
      await expect
        .poll(attempt, { timeout: 4000 })
        .toMatch(
          /^\/faq\/: not run, since no worker is left: the last died (idle|running \/faq\/) \(exit 0\)$/,
        )
    } finally {
      await echo.close()
    }
  })

  it('keeps the process alive while a task runs, and lets it end once the workers are idle', () => {
    const script = join(mkdtempSync(join(tmpdir(), 'pool-')), 'alive.mts')
    writeFileSync(
      script,
      `import { createWorkerPool } from ${JSON.stringify(fileURLToPath(POOL))}
      const echo = createWorkerPool(new URL(${JSON.stringify(ECHO.href)}), 1, { tag: 'alive' })
      echo.run({ name: 'slow', ms: 300 }).then((r) => console.log('answered', r.tag))`,
    )
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 20_000,
    })
    rmSync(dirname(script), { recursive: true })
    expect(child.stderr).toBe('')
    expect(child.stdout).toBe('answered alive\n')
    // Not killed by the timeout: it ended by itself, the idle worker holding nothing.
    expect(child.signal).toBeNull()
    expect(child.status).toBe(0)
  })
})
