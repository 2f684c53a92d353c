import type { OfficeLead } from './lead'
import { businessMs, median } from './responseTimes'
import { workStats } from './workStats'

export interface WeekFirstContact {
  start: Date
  label: string
  contacted: number
  waiting: number
  medianMs: number | null
  medianBusinessMs: number | null
}

/** Per week the chart shows, by the week a request arrived: newsletter sign-ups are not asked. */
export function weeklyFirstContact(leads: readonly OfficeLead[], now: Date): WeekFirstContact[] {
  const weeks = workStats([], now).weeks
  const starts = weeks.map((w) => w.start.getTime())
  const times = weeks.map(() => ({ clock: [] as number[], business: [] as number[], waiting: 0 }))
  for (const lead of leads) {
    const at = lead.receivedAt.getTime()
    if (lead.form !== 'contact' || lead.synthetic || at > now.getTime()) continue
    const week = times[starts.findLastIndex((s) => s <= at)]
    if (!week) continue
    if (!lead.contactedAt) {
      week.waiting++
      continue
    }
    week.clock.push(Math.max(0, lead.contactedAt.getTime() - at))
    week.business.push(businessMs(lead.receivedAt, lead.contactedAt))
  }
  return weeks.map((w, i) => {
    const t = times[i] ?? { clock: [], business: [], waiting: 0 }
    return {
      start: w.start,
      label: w.label,
      contacted: t.clock.length,
      waiting: t.waiting,
      medianMs: median(t.clock),
      medianBusinessMs: median(t.business),
    }
  })
}
