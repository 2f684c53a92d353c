// The cron of .github/workflows/deploy.yml (desk.test.ts compares them); GitHub may start a
// scheduled run late, so the desk says "around".

export const scheduledBuild = {
  cron: '17 */6 * * *',
  minute: 17,
  everyHours: 6,
  summary: 'every 6 hours (00:17, 06:17, 12:17 and 18:17 UTC)',
} as const

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
