import { useLocation } from 'react-router-dom'
import type { DeskFirebase } from '../firebase'
import { LeadList } from './LeadList'
import { LeadPage } from './LeadPage'
import { LeadPathStatus } from './LeadPathStatus'
import { OfficeMessage } from './OfficeMessage'
import { PushPanel } from './PushPanel'
import { ResponseTarget } from './ResponseTarget'
import { SubscriberList } from './SubscriberList'
import type { LeadsState } from './useLeads'
import { WorkReport } from './WorkReport'

/** The owner's office: the leads' list, one lead, what brings work, the newsletter's subscribers. */
export function Office({
  firebase,
  screen,
  leads,
}: {
  firebase: DeskFirebase
  /** The lead's id on a lead's page. */
  screen: { kind: 'leads' | 'work' | 'subscribers' } | { kind: 'lead'; id: string }
  leads: LeadsState
}) {
  const { search, key } = useLocation()
  if (leads.state === 'loading' || leads.state === 'off')
    return (
      <OfficeMessage title="Leads">
        <p role="status" className="mt-4">
          Loading the leads…
        </p>
      </OfficeMessage>
    )
  if (leads.state === 'failed')
    return (
      <OfficeMessage title="Leads">
        <p role="alert" className="mt-4 text-red-700">
          {leads.message}
        </p>
      </OfficeMessage>
    )
  if (screen.kind === 'work') return <WorkReport leads={leads.leads} />
  if (screen.kind === 'subscribers')
    return <SubscriberList firebase={firebase} signUps={leads.subscribers} />
  // A sign-up still opens as a lead's page at its address (a link the owner kept).
  if (screen.kind === 'lead')
    return (
      <LeadPage
        key={screen.id}
        firebase={firebase}
        lead={[...leads.leads, ...leads.subscribers].find((l) => l.id === screen.id)}
      />
    )
  // Every navigation to the list (the delivery banner's link, the Leads tab) starts it afresh from
  // the address's filter; the list's own filter changes rewrite the address without one.
  return (
    <>
      <PushPanel firebase={firebase} />
      <ResponseTarget firebase={firebase} />
      <LeadPathStatus firebase={firebase} />
      <LeadList key={key} leads={leads.leads} invalid={leads.invalid} search={search} />
    </>
  )
}
