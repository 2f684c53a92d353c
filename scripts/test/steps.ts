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
 * tests, the build, the browser journeys and the audit in one; the cheap checks (a slip fails in
 * seconds and stops the rest), the emulator tests, the second build (`test:build`), the HTML and
 * launch checks and a build that must fail (`test:build-fails`) in the other. The emulator tests build sites of their own, but only after
 * their rules tests: they wait there for the build (`gate`), so that two builds do not share the
 * two cores. The unit tests lead the first lane since the build stopped encoding images (0035),
 * which left the emulator lane the longer. The audit's Lighthouse gate holds on a busy machine
 * (decision 0026); the INP check, which does not, is not in the plan (0016).
 */
export const LANES = {
  site: ['test:unit', 'build', 'test:e2e', 'audit'].map(npmRun),
  emulators: [
    ...['lint', 'lint:workflows', 'typecheck'].map(npmRun),
    { ...npmRun('test:firestore'), gate: 'build' },
    // Checks of the build that wait more than they compute: here, where the lane has room.
    ...['test:build', 'test:html', 'test:launch'].map((name) => ({
      ...npmRun(name),
      after: 'build',
    })),
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
} satisfies Record<string, Step[]>

export type LaneName = keyof typeof LANES

export const TEST_PLAN: Stage[] = [
  [[{ name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] }]],
  Object.values(LANES),
]

/**
 * `npm test -- --lane emulators`: the browser check and one lane's steps, as a CI job of its own
 * runs them (decision 0049); a step it waits for in another lane is not waited for.
 */
export function laneArgs(args: string[]): string[] {
  if (args[0] !== '--lane') return args
  const lane = LANES[args[1] as LaneName]
  if (!lane || args.length > 2)
    throw new Error(`--lane takes one of ${Object.keys(LANES).join(', ')} and nothing else`)
  return ['browser', ...lane.map((step) => step.name)]
}

/** Every step of a plan, lane by lane. */
export const stepsOf = (plan: Stage[]): Step[] => plan.flat(2)
