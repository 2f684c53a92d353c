/** A step of `npm test`: a command run from the repository's root. */
export type Step = { name: string; command: string; args: string[] }

/** Steps in a lane run one after another; the lanes of a stage run side by side. */
export type Stage = Step[][]

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] })

/**
 * `npm test`: cheap checks first, so a slip fails in seconds; then the emulator tests beside
 * everything else that needs the build (decision 0031). The audit's Lighthouse gate holds on a
 * busy machine (decision 0026); the INP check, which does not, is not in the plan (0016).
 */
export const TEST_PLAN: Stage[] = [
  [
    [
      { name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] },
      ...['lint', 'lint:workflows', 'typecheck', 'test:unit', 'build'].map(npmRun),
    ],
  ],
  [
    ['test:html', 'test:launch', 'test:build', 'test:e2e', 'audit'].map(npmRun),
    ['test:firestore'].map(npmRun),
  ],
]

/** Every step of a plan, lane by lane. */
export const stepsOf = (plan: Stage[]): Step[] => plan.flat(2)
