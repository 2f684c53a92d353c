// Newsletter sign-ups are their own list, one row per address (decision 0051): the site keeps no
// unsubscribe record, so removing an address here, as the privacy policy promises, deletes it.
import { toEasternInput } from '../eastern'
import type { OfficeLead } from './lead'
import { toCsv } from './leadCsv'
import { sourceOf } from './leadView'

export interface Subscriber {
  email: string
  /** The first sign-up; later ones of the same address are in `ids` too. */
  since: Date
  page: string
  source: string
  ids: string[]
}

export function subscriberList(signUps: readonly OfficeLead[]): Subscriber[] {
  const byAddress = new Map<string, Subscriber>()
  for (const lead of [...signUps].sort((a, b) => +a.receivedAt - +b.receivedAt)) {
    const email = (lead.fields.email ?? '').trim()
    const key = email.toLowerCase()
    const known = byAddress.get(key)
    if (known) known.ids.push(lead.id)
    else
      byAddress.set(key, {
        email,
        since: lead.receivedAt,
        page: lead.fields.page ?? '',
        source: sourceOf(lead.fields),
        ids: [lead.id],
      })
  }
  return [...byAddress.values()].sort((a, b) => +b.since - +a.since)
}

export const SUBSCRIBER_CSV_HEADER = ['Email', 'Subscribed (US Eastern)', 'Page', 'Source']

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv([
    SUBSCRIBER_CSV_HEADER,
    ...subscribers.map((s) => [
      s.email,
      toEasternInput(s.since).replace('T', ' '),
      s.page,
      s.source,
    ]),
  ])
}
