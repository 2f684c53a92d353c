// Read once at start so pending leads survive a restart; one process writes it, in order.
import { jsonLinesFile, readJsonLines } from '../dataFiles'
import type { LeadLookup, LeadStore } from './store'
import type { Delivery, Lead } from './types'

export type LeadLine =
  | ({ type: 'lead' } & Lead)
  | ({ type: 'delivery'; id: string } & Delivery)
  | { type: 'removed'; id: string }

export const readLeadLines = (file: string) => readJsonLines<LeadLine>(file)

export function readLeads(file: string): Map<string, Lead> {
  const leads = new Map<string, Lead>()
  for (const line of readLeadLines(file)) {
    if (line.type === 'lead') {
      const { type: _type, ...lead } = line
      leads.set(lead.id, lead)
    } else if (line.type === 'delivery') {
      const { type: _type, id, ...delivery } = line
      const lead = leads.get(id)
      if (lead) lead.delivery = delivery
    } else if (line.type === 'removed') leads.delete(line.id)
  }
  return leads
}

export function jsonlStore(file: string): LeadStore & LeadLookup {
  const leads = readLeads(file)
  // One at a time, in order: a write, or an add's check for a repeat and its write together (three
  // same posts at once were all kept when the check ran beside the others' writes).
  const { serially, write, append } = jsonLinesFile<LeadLine>(file)

  return {
    add(lead, since) {
      return serially(async () => {
        for (const kept of leads.values())
          if (kept.dedupeKey === lead.dedupeKey && Date.parse(kept.receivedAt) >= since.getTime())
            return { lead: kept, duplicate: true }
        await write({ type: 'lead', ...lead })
        leads.set(lead.id, structuredClone(lead))
        return { lead, duplicate: false }
      })
    },
    async due(now, limit) {
      return [...leads.values()]
        .filter(
          (lead) =>
            lead.delivery.state === 'pending' &&
            Date.parse(lead.delivery.nextAttemptAt ?? lead.receivedAt) <= now.getTime(),
        )
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
        .slice(0, limit)
        .map((lead) => structuredClone(lead))
    },
    async recordDelivery(id, delivery) {
      await append({ type: 'delivery', id, ...delivery })
      const lead = leads.get(id)
      if (lead) lead.delivery = { ...delivery }
    },
    async get(id) {
      const lead = leads.get(id)
      return lead ? structuredClone(lead) : null
    },
    remove(id) {
      return serially(async () => {
        if (!leads.has(id)) return false
        await write({ type: 'removed', id })
        return leads.delete(id)
      })
    },
    async lastDeliveredAt() {
      let last: string | null = null
      for (const lead of leads.values()) {
        const at = lead.delivery.deliveredAt
        if (at && (!last || at > last)) last = at
      }
      return last
    },
  }
}
