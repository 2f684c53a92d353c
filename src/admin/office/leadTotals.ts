import { LEAD_STATUSES, type LeadStatus } from '../../lib/leadRecord'
import type { OfficeLead } from './lead'
import { sourceOf } from './leadView'

/** A lead quoted before the quoted amount had its field (decision 0046): its value stands for it. */
export const quotedAmount = (lead: OfficeLead): number | null => lead.quotedAmount ?? lead.value

export interface StageTotal {
  stage: LeadStatus
  count: number
  /** Quoted: the amounts quoted; won: the jobs' values; null where a stage has none. */
  amount: number | null
}

export function stageTotals(leads: readonly OfficeLead[]): StageTotal[] {
  const totals = LEAD_STATUSES.map(
    (stage): StageTotal => ({
      stage,
      count: 0,
      amount: stage === 'quoted' || stage === 'won' ? 0 : null,
    }),
  )
  const byStage = new Map(totals.map((t) => [t.stage, t]))
  for (const lead of leads) {
    const total = byStage.get(lead.status)
    if (!total) continue
    total.count++
    if (lead.status === 'quoted') total.amount = (total.amount ?? 0) + (quotedAmount(lead) ?? 0)
    if (lead.status === 'won') total.amount = (total.amount ?? 0) + (lead.value ?? 0)
  }
  return totals
}

export const NONE_LABEL = '(none)'

export interface SourceWon {
  /** A campaign, a referring host, or NONE_LABEL. */
  source: string
  leads: number
  won: number
  wonValue: number
}

/** Per source, most won value first: every source the leads came from, won or not. */
export function wonBySource(leads: readonly OfficeLead[]): SourceWon[] {
  const sources = new Map<string, SourceWon>()
  for (const lead of leads) {
    const source = sourceOf(lead.fields) || NONE_LABEL
    let row = sources.get(source)
    if (!row) {
      row = { source, leads: 0, won: 0, wonValue: 0 }
      sources.set(source, row)
    }
    row.leads++
    if (lead.status !== 'won') continue
    row.won++
    row.wonValue += lead.value ?? 0
  }
  return [...sources.values()].sort(
    (a, b) => b.wonValue - a.wonValue || b.leads - a.leads || a.source.localeCompare(b.source),
  )
}
