import { runPlan, selectPlan, stopAllSteps, timeTable } from './runSteps'
import { laneArgs, type Stage, TEST_PLAN } from './steps'

/**
 * npm test: the plan of ./steps.ts, failing fast, then the wall and CPU time of each step.
 * `npm test -- build test:e2e` runs only the steps named; `npm test -- --lane site` one lane.
 */
let plan: Stage[]
try {
  plan = selectPlan(TEST_PLAN, laneArgs(process.argv.slice(2)))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}
// Each step has a process group of its own, which an interrupt at the terminal does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAllSteps()
    process.exit(130)
  })
const started = performance.now()
const results = await runPlan(plan)
const wall = (performance.now() - started) / 1000
console.log(`\nnpm test, wall time per step:\n\n${timeTable(results, wall)}`)
process.exit(results.every(({ status }) => status === 'passed') ? 0 : 1)
