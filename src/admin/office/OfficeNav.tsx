import { Link } from 'react-router-dom'
import type { DeskView } from '../paths'
import { LEADS_PATH, LIST_PATH } from '../paths'
import { countNew } from './leadView'
import type { LeadsState } from './useLeads'

const LINK =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-forest-900 underline-offset-2 hover:underline aria-[current=page]:bg-forest-100'

/** The owner's way between the posts and the leads, with how many leads wait for an answer. */
export function OfficeNav({ view, leads }: { view: DeskView; leads: LeadsState }) {
  const onLeads = view.kind === 'leads' || view.kind === 'lead' || view.kind === 'work'
  const fresh = leads.state === 'ready' ? countNew(leads.leads) : null
  return (
    <nav aria-label="Desk" className="border-b border-stone-300 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-1">
        <li>
          <Link to={LIST_PATH} aria-current={onLeads ? undefined : 'page'} className={LINK}>
            Posts
          </Link>
        </li>
        <li>
          <Link to={LEADS_PATH} aria-current={onLeads ? 'page' : undefined} className={LINK}>
            Leads{fresh ? ` (${fresh} new)` : ''}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
