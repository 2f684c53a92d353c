import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { nextScheduledBuild, scheduledBuild } from './desk'

describe('the scheduled build the desk announces', () => {
  it('is the deploy workflow’s schedule', () => {
    const workflow = readFileSync(
      new URL('../../.github/workflows/deploy.yml', import.meta.url),
      'utf8',
    )
    expect(workflow).toContain(`cron: "${scheduledBuild.cron}"`)
    expect(scheduledBuild.cron).toBe(
      `${scheduledBuild.minute} */${scheduledBuild.everyHours} * * *`,
    )
  })

  it('is the next minute 17 of a sixth hour, at or after the moment given', () => {
    const at = (iso: string) => nextScheduledBuild(new Date(iso)).toISOString()
    expect(at('2026-11-23T22:55:00Z')).toBe('2026-11-24T00:17:00.000Z')
    expect(at('2026-11-24T00:17:00Z')).toBe('2026-11-24T00:17:00.000Z')
    expect(at('2026-11-24T00:17:01Z')).toBe('2026-11-24T06:17:00.000Z')
    expect(at('2026-11-24T05:59:00Z')).toBe('2026-11-24T06:17:00.000Z')
    expect(at('2026-12-31T18:30:00Z')).toBe('2027-01-01T00:17:00.000Z')
  })
})
