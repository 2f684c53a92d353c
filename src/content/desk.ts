/**
 * Facts the editors' desk states after publishing: when the site is next rebuilt. The schedule is
 * the cron of .github/workflows/deploy.yml (desk.test.ts fails when the two differ); GitHub may
 * start a scheduled run some minutes late, so the desk says "around".
 */

export const scheduledBuild = {
  /** The deploy workflow's `schedule` cron (UTC): minute 17 of every sixth hour. */
  cron: '17 */6 * * *',
  minute: 17,
  everyHours: 6,
  /** In words, for the desk. */
  summary: 'every 6 hours (00:17, 06:17, 12:17 and 18:17 UTC)',
} as const

/** The first scheduled build at or after `after`. */
export function nextScheduledBuild(after: Date): Date {
  const hour = 3_600_000
  const { minute, everyHours } = scheduledBuild
  const start = new Date(after.getTime())
  start.setUTCMinutes(minute, 0, 0)
  start.setUTCHours(start.getUTCHours() - (start.getUTCHours() % everyHours))
  let next = start.getTime()
  while (next < after.getTime()) next += everyHours * hour
  return new Date(next)
}
