import { useEffect, useState } from 'react'
import type { DeskFirebase } from '../firebase'
import { visitorLeads } from './leadPath'
import { type LeadSnapshot, watchLeads } from './leadStore'

export type LeadsState =
  | { state: 'off' }
  | { state: 'loading' }
  | ({ state: 'ready' } & LeadSnapshot)
  | { state: 'failed'; message: string }

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
      (snapshot) => setLeads({ state: 'ready', ...snapshot, leads: visitorLeads(snapshot.leads) }),
      (error) =>
        setLeads({ state: 'failed', message: `The leads could not be read: ${error.message}` }),
    )
  }, [firebase, owner])
  return leads
}
