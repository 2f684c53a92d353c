/**
 * A step of `npm test`: a command run from the repository's root; `after` names a step of another
 * lane it waits for; `gate` one the command waits for itself, partway (./gate.ts).
 */
export type Step = { name: string; command: string; args: string[]; after?: string; gate?: string }

/** Steps in a lane run one after another; the lanes of a stage run side by side. */
export type Stage = Step[][]

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] })

/**
 * `npm test` (decision 0031): whether the browser is there, then two lanes side by side. The unit
 * tests, the build and what tests the build in one; the cheap checks (a slip fails in seconds and
 * stops the rest), the emulator tests, the second build (`test:build`) and a build that must fail
 * (`test:build-fails`) in the other. The emulator tests build sites of their own, but only after
 * their rules tests: they wait there for the build (`gate`), so that two builds do not share the
 * two cores. The unit tests lead the first lane since the build stopped encoding images (0035),
 * which left the emulator lane the longer. The audit's Lighthouse gate holds on a busy machine
 * (decision 0026); the INP check, which does not, is not in the plan (0016).
 */
export const TEST_PLAN: Stage[] = [
  [[{ name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] }]],
  [
    ['test:unit', 'build', 'test:html', 'test:launch', 'test:e2e', 'audit'].map(npmRun),
    [
      ...['lint', 'lint:workflows', 'typecheck'].map(npmRun),
      { ...npmRun('test:firestore'), gate: 'build' },
      { ...npmRun('test:build'), after: 'build' },
      // A build of its own, with a page that fails: it must fail (decision 0038). Last in this
      // lane, so that it shares the cores with the browser tests, not with another build.
      {
        name: 'test:build-fails',
        command: 'node',
        args: [
          'node_modules/vitest/vitest.mjs',
          'run',
          '--config',
          'scripts/prerender/vitest.build.config.ts',
        ],
      },
    ],
  ],
]

/** Every step of a plan, lane by lane. */
export const stepsOf = (plan: Stage[]): Step[] => plan.flat(2)
