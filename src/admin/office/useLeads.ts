import { useEffect, useState } from 'react'
import type { DeskFirebase } from '../firebase'
import type { OfficeLead } from './lead'
import { visitorLeads } from './leadPath'
import { type LeadSnapshot, watchLeads } from './leadStore'

/** `leads` are requests for work; newsletter sign-ups are `subscribers`, never counted as leads. */
export type LeadsState =
  | { state: 'off' }
  | { state: 'loading' }
  | ({ state: 'ready'; subscribers: OfficeLead[] } & LeadSnapshot)
  | { state: 'failed'; message: string }

export function splitSubscribers({ leads, invalid }: LeadSnapshot) {
  const visitors = visitorLeads(leads)
  return {
    leads: visitors.filter((lead) => lead.form !== 'newsletter'),
    subscribers: visitors.filter((lead) => lead.form === 'newsletter'),
    invalid,
  }
}

/**
 * The owner's leads, live, for the whole desk: one listener feeds the navigation's count, the
 * delivery banner, the list and a lead's page. Off for anyone but the owner (the rules refuse it).
 */
export function useLeads(firebase: DeskFirebase, owner: boolean): LeadsState {
  const [leads, setLeads] = useState<LeadsState>({ state: owner ? 'loading' : 'off' })
  useEffect(() => {
    if (!owner) {
      setLeads({ state: 'off' })
      return
    }
    setLeads({ state: 'loading' })
    return watchLeads(
      firebase,
      (snapshot) => setLeads({ state: 'ready', ...splitSubscribers(snapshot) }),
      (error) =>
        setLeads({ state: 'failed', message: `The leads could not be read: ${error.message}` }),
    )
  }, [firebase, owner])
  return leads
}
