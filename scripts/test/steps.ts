/** A step of `npm test`: a command run from the repository's root. */
export type Step = { name: string; command: string; args: string[] }

/** Steps in a lane run one after another; the lanes of a stage run side by side. */
export type Stage = Step[][]

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] })

/**
 * `npm test`: cheap checks first, so a slip fails in seconds; then the browser tests beside the
 * emulator tests, which build their own sites (decision 0031); the Lighthouse audit alone last, as
 * nothing may run beside what it measures.
 */
export const TEST_PLAN: Stage[] = [
  [
    [
      { name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] },
      ...['lint', 'lint:workflows', 'typecheck', 'test:unit', 'build'].map(npmRun),
    ],
  ],
  [
    ['test:html', 'test:launch', 'test:build', 'test:e2e'].map(npmRun),
    ['test:firestore'].map(npmRun),
  ],
  [['audit'].map(npmRun)],
]

/** Every step of a plan, lane by lane. */
export const stepsOf = (plan: Stage[]): Step[] => plan.flat(2)
