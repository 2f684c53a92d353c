/** A step of `npm test`: a command run from the repository's root. */
export type Step = { name: string; command: string; args: string[] }

/** Steps in a lane run one after another; the lanes of a stage run side by side. */
export type Stage = Step[][]

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] })

/**
 * `npm test`: cheap checks first, so a slip fails in seconds; then the browser tests beside the
 * emulator tests (decision 0031). test:build and the emulator tests build sites, and test:build
 * remakes the font subsets every build reads, so they share a lane. The Lighthouse audit runs
 * alone, last: nothing may run beside what it measures.
 */
export const TEST_PLAN: Stage[] = [
  [
    [
      { name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] },
      ...['lint', 'lint:workflows', 'typecheck', 'test:unit', 'build'].map(npmRun),
    ],
  ],
  [
    ['test:html', 'test:launch', 'test:e2e'].map(npmRun),
    ['test:build', 'test:firestore'].map(npmRun),
  ],
  [['audit'].map(npmRun)],
]

/** Every step of a plan, lane by lane. */
export const stepsOf = (plan: Stage[]): Step[] => plan.flat(2)
