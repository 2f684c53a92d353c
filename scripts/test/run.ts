import { runSteps, selectSteps, timeTable } from './runSteps'
import { TEST_STEPS } from './steps'

/**
 * npm test: every step in order, failing fast, then the wall and CPU time of each. `npm test -- build
 * test:e2e` runs only the steps named.
 */
let steps: typeof TEST_STEPS
try {
  steps = selectSteps(TEST_STEPS, process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}
const results = runSteps(steps)
console.log(`\nnpm test, wall time per step:\n\n${timeTable(results)}`)
process.exit(results.every(({ status }) => status === 'passed') ? 0 : 1)
