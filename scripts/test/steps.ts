/**
 * A step of `npm test`: a command run from the repository's root; `after` names a step of another
 * lane it waits for.
 */
export type Step = { name: string; command: string; args: string[]; after?: string }

/** Steps in a lane run one after another; the lanes of a stage run side by side. */
export type Stage = Step[][]

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] })

/**
 * `npm test` (decision 0031): cheap checks first, so a slip fails in seconds; then two lanes. The
 * build and everything that tests it in one; the unit tests, then the emulator tests in the other.
 * The emulator tests build sites of their own, so they wait for the build: two builds at once would
 * write the same image cache. The audit's Lighthouse gate holds on a busy machine (decision 0026);
 * the INP check, which does not, is not in the plan (0016).
 */
export const TEST_PLAN: Stage[] = [
  [
    [
      { name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] },
      ...['lint', 'lint:workflows', 'typecheck'].map(npmRun),
    ],
  ],
  [
    ['build', 'test:html', 'test:launch', 'test:build', 'test:e2e', 'audit'].map(npmRun),
    [npmRun('test:unit'), { ...npmRun('test:firestore'), after: 'build' }],
  ],
]

/** Every step of a plan, lane by lane. */
export const stepsOf = (plan: Stage[]): Step[] => plan.flat(2)
