import { relative, resolve } from 'node:path'
import { parseCLI, startVitest } from 'vitest/node'
import { afterWorkerDeaths, describeDeaths, isWorkerExit, recordWorkerDeaths } from './workerDeaths'

/**
 * `npm run test:unit [-- vitest's arguments]`: `vitest run`, and once more for the files a dying
 * worker took with it, naming how it died (decision 0053).
 */
const deaths = recordWorkerDeaths()
const { filter, options } = parseCLI(['vitest', 'run', ...process.argv.slice(2)])
const vitest = await startVitest('test', filter, options)
if (options.watch) await new Promise(() => {})

const errors = vitest.state.getUnhandledErrors()
if (!errors.some(isWorkerExit)) process.exit(process.exitCode ?? 0)

const next = afterWorkerDeaths({
  expected: (await vitest.globTestSpecifications(filter)).map(({ moduleId }) => moduleId),
  // A file its worker took with it stays pending, though a test of it may have failed first.
  modules: vitest.state.getTestModules().map((module) => ({
    id: module.moduleId,
    state: module.children.allTests('failed').next().done ? module.state() : 'failed',
  })),
  errors,
})
const root = resolve(options.root ?? '.')
console.error(`\n${describeDeaths(deaths, next, (file) => relative(root, file))}\n`)
if ('failed' in next) process.exit(1)
if (next.rerun.length === 0) process.exit(0)

process.exitCode = 0
const seen = deaths.length
const again = await startVitest('test', next.rerun, options)
if (again.state.getUnhandledErrors().some(isWorkerExit))
  console.error(`\n${describeDeaths(deaths.slice(seen), { failed: true })}\n`)
process.exit(process.exitCode ?? 0)
