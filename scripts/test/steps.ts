/**
 * A step of `npm test`: a command run from the repository's root; `after` names a step of another
 * lane it waits for; `gate` one the command waits for itself, partway (./gate.ts).
 */
export type Step = { name: string; command: string; args: string[]; after?: string; gate?: string }

/** Steps in a lane run one after another; the lanes of a stage run side by side. */
export type Stage = Step[][]

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] })

/**
 * `npm test` (decision 0031): whether the browser is there, then two lanes side by side. The build
 * and what tests it in one; the cheap checks (a slip fails in seconds and stops the build), the
 * unit tests, the emulator tests and the second build (`test:build`) in the other. The emulator
 * tests build sites of their own, but only after their rules tests: they wait there for the build
 * (`gate`), as two builds at once would write the same image cache. The audit's Lighthouse gate
 * holds on a busy machine (decision 0026); the INP check, which does not, is not in the plan
 * (0016).
 */
export const TEST_PLAN: Stage[] = [
  [[{ name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] }]],
  [
    ['build', 'test:html', 'test:launch', 'test:e2e', 'audit'].map(npmRun),
    [
      ...['lint', 'lint:workflows', 'typecheck', 'test:unit'].map(npmRun),
      { ...npmRun('test:firestore'), gate: 'build' },
      // In this lane, the shorter one since the hostile corpus shares the journey's build (0032).
      { ...npmRun('test:build'), after: 'build' },
    ],
  ],
]

/** Every step of a plan, lane by lane. */
export const stepsOf = (plan: Stage[]): Step[] => plan.flat(2)
