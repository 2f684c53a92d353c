import { describe, expect, it } from 'vitest'
import {
  type DeployRun,
  type DeployRunWriter,
  estimateLive,
  liveMessage,
  MAX_WARNINGS,
  warningsRecord,
} from '../../server/deploy/runs'
import { record, USAGE } from './record'

/** The writer's calls, kept as the Firestore adapter would keep the documents. */
function memoryWriter() {
  const runs = new Map<string, DeployRun>()
  const writer: DeployRunWriter = {
    async start(run, at) {
      runs.set(run.runId, {
        ...run,
        startedAt: at,
        endedAt: null,
        outcome: 'running',
        deployed: false,
      })
    },
    async end(runId, outcome, deployed, at) {
      const run = runs.get(runId)
      if (!run) throw new Error(`no run ${runId}`)
      runs.set(runId, { ...run, endedAt: at, outcome, deployed })
    },
  }
  return { runs, writer }
}

const ACTIONS = {
  GITHUB_RUN_ID: '8123456789',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_EVENT_NAME: 'workflow_dispatch',
  GITHUB_SHA: 'f6d1286aa',
}
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute))

describe('npm run deploy:record', () => {
  it('records a run’s start and end, which the desk’s estimate then reads', async () => {
    const { runs, writer } = memoryWriter()
    expect(await record(writer, ['start'], ACTIONS, at(0))).toBe(
      'Recorded the start of run 8123456789 (workflow_dispatch).',
    )
    expect(runs.get('8123456789')).toMatchObject({
      outcome: 'running',
      endedAt: null,
      sha: 'f6d1286aa',
    })
    expect(estimateLive([...runs.values()], at(1))).toEqual({ minutes: null, building: true })
    expect(
      await record(writer, ['end', '--outcome', 'success', '--deployed', 'true'], ACTIONS, at(6)),
    ).toBe('Recorded the end of run 8123456789: success, deployed.')
    expect(runs.get('8123456789')).toMatchObject({
      outcome: 'success',
      deployed: true,
      endedAt: at(6),
    })
    expect(estimateLive([...runs.values()], at(10))).toEqual({ minutes: 6, building: false })
  })

  it('keeps each attempt of a re-run apart', async () => {
    const { runs, writer } = memoryWriter()
    await record(writer, ['start'], { ...ACTIONS, GITHUB_RUN_ATTEMPT: '2' }, at(0))
    expect([...runs.keys()]).toEqual(['8123456789-2'])
  })

  it('refuses outside a GitHub Actions run, and bad arguments, writing nothing', async () => {
    const { runs, writer } = memoryWriter()
    await expect(record(writer, ['start'], {}, at(0))).rejects.toThrow(
      /Not in a GitHub Actions run/,
    )
    await expect(
      record(writer, ['start'], { ...ACTIONS, GITHUB_RUN_ID: '../leads/x' }, at(0)),
    ).rejects.toThrow(/GITHUB_RUN_ID/)
    for (const args of [[], ['finish'], ['end', '--outcome', 'ok', '--deployed', 'true'], ['end']])
      await expect(record(writer, args, ACTIONS, at(0))).rejects.toThrow(USAGE)
    expect(runs.size).toBe(0)
  })

  it('does not count runs that failed, deployed nothing, or were lost, in the estimate', () => {
    const run = (
      id: string,
      start: number,
      end: number | null,
      extra: Partial<DeployRun> = {},
    ) => ({
      runId: id,
      event: 'schedule',
      sha: null,
      startedAt: at(start),
      endedAt: end === null ? null : at(end),
      outcome: end === null ? ('running' as const) : ('success' as const),
      deployed: end !== null,
      ...extra,
    })
    const runs = [
      run('lost', -120, null),
      run('failed', -50, -20, { outcome: 'failure' }),
      run('nothing-new', -40, -39, { deployed: false }),
      run('a', -30, -26),
      run('b', -20, -14),
    ]
    // Median of 4 and 6 minutes; the run left "running" two hours ago is not building now.
    expect(estimateLive(runs, at(0))).toEqual({ minutes: 5, building: false })
  })

  it('adds the snapshot’s warnings to its run, and the desk’s message names the newest snapshot’s', async () => {
    const { runs, writer } = memoryWriter()
    const newest = () => [...runs.values()].reverse()
    const lines = [
      'Cover of p1 (seo.ogImage https://x.example/c.png) could not be read: end of stream; using the placeholder.',
      'Image https://x.example/a.png in p1 could not be read: end of stream; it shows from its address.',
      'skipped blog-posts/p2: title is missing',
      'skipped blog-posts/p3: slug is missing',
      'skipped blog-posts/p4: tags is missing',
    ]
    // As the snapshot job hands them on (scripts/snapshot.ts, then deploy.yml).
    const snapshot = (found: string[]) => ({
      ...ACTIONS,
      SNAPSHOT_WARNINGS: JSON.stringify(warningsRecord(found)),
    })
    await record(writer, ['start'], { ...snapshot(lines), GITHUB_RUN_ID: '1' }, at(0))
    await record(
      writer,
      ['end', '--outcome', 'success', '--deployed', 'true'],
      { ...ACTIONS, GITHUB_RUN_ID: '1' },
      at(6),
    )
    const message = liveMessage(estimateLive(newest(), at(10)))
    expect(message.split('\n')).toEqual([
      'The build has started: live in about 6 minutes.',
      'The last content snapshot left these out or used a fallback (the deploy’s log lists them all):',
      `• ${lines[0]}`,
      `• ${lines[1]}`,
      `• ${lines[2]}`,
      '• and 2 more',
    ])

    // A push takes no snapshot: the desk still names the last one's. A clean snapshot clears it.
    await record(writer, ['start'], { ...ACTIONS, GITHUB_RUN_ID: '2' }, at(20))
    expect(liveMessage(estimateLive(newest(), at(21)))).toContain('and 2 more')
    await record(writer, ['start'], { ...snapshot([]), GITHUB_RUN_ID: '3' }, at(30))
    expect(liveMessage(estimateLive(newest(), at(31)))).not.toContain('snapshot')
  })

  it('keeps a record small, and counts every warning', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `${i} ${'x'.repeat(900)}`)
    const kept = warningsRecord(lines)
    expect(kept.warningCount).toBe(30)
    expect(kept.warnings).toHaveLength(MAX_WARNINGS)
    expect(Math.max(...kept.warnings.map((line) => line.length))).toBe(500)
  })
})
