import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * The deploy workflow as publishing needs it (docs/decisions/0023): the server asks for at most
 * one run a minute, and the workflow's `concurrency` folds those. In one group, with
 * cancel-in-progress off, GitHub lets one run go on and keeps one pending, replacing an older
 * pending run with the newer: a deploy is never cut off midway.
 */
const workflow = parse(
  readFileSync(new URL('../../.github/workflows/deploy.yml', import.meta.url), 'utf8'),
) as {
  on?: Record<string, unknown>
  concurrency?: string | { group?: unknown; 'cancel-in-progress'?: unknown }
  jobs?: Record<string, { steps?: { run?: string; if?: string }[] }>
}

const concurrency = workflow.concurrency
/** Expressions that differ from run to run would put each run in a group of its own. */
const PER_RUN = /github\.(run_id|run_number|run_attempt|sha|event\.)|inputs\./

describe('the deploy workflow', () => {
  it('can be started through the API (workflow_dispatch, not_before declared, none required)', () => {
    expect(workflow.on).toHaveProperty('workflow_dispatch')
    const inputs = (
      workflow.on?.workflow_dispatch as {
        inputs?: Record<string, { required?: boolean; type?: string }>
      } | null
    )?.inputs
    // The server sends not_before (server/deploy/coalesce.ts); GitHub refuses undeclared inputs.
    expect(inputs?.not_before?.type).toBe('string')
    for (const [name, input] of Object.entries(inputs ?? {}))
      expect(input.required, `input ${name} must not be required: by hand it is left out`).not.toBe(
        true,
      )
  })

  it.skipIf(concurrency === undefined)(
    'collapses a burst of dispatches into one pending run (skipped only while the workflow has no `concurrency` block)',
    () => {
      const group = typeof concurrency === 'string' ? concurrency : concurrency?.group
      expect(typeof group).toBe('string')
      expect(group).not.toMatch(PER_RUN)
      const cancel = typeof concurrency === 'string' ? false : concurrency?.['cancel-in-progress']
      expect(cancel ?? false, 'a deploy must not be cancelled halfway').toBe(false)
    },
  )

  const steps = Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? [])
  const recording = steps.filter((step) => /npm run deploy:record/.test(step.run ?? ''))
  it.skipIf(recording.length === 0)(
    'records its start and, whatever happened, its end (skipped while it records nothing)',
    () => {
      expect(recording.some((step) => /deploy:record -- start\b/.test(step.run ?? ''))).toBe(true)
      const end = recording.find((step) => /deploy:record -- end\b/.test(step.run ?? ''))
      expect(end?.run).toMatch(/--outcome \$\{\{\s*job\.status\s*\}\}/)
      expect(end?.if).toMatch(/always\(\)/)
    },
  )
})
