import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { COLLECTIONS, navName } from '../collections'
import type { Section } from '../deskRoutes'
import { LEADS_PATH } from '../paths'
import { countNew } from './leadView'
import type { LeadsState } from './useLeads'

const LINK =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold whitespace-nowrap text-forest-900 underline-offset-2 hover:underline aria-[current=page]:bg-forest-100'

export function OfficeNav({
  section,
  leads,
  owner,
}: {
  section: Section
  leads: LeadsState
  owner: boolean
}) {
  const fresh = leads.state === 'ready' ? countNew(leads.leads) : null
  const current = (here: boolean) => (here ? 'page' : undefined)
  const list = useRef<HTMLUListElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page moves aria-current in the DOM, and the leads' count arriving widens the Leads link
  useEffect(() => {
    const row = list.current
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !link) return
    const shown = row.getBoundingClientRect()
    const here = link.getBoundingClientRect()
    if (here.right > shown.right) row.scrollLeft += here.right - shown.right + 16
    else if (here.left < shown.left) row.scrollLeft -= shown.left - here.left + 16
  }, [section, fresh])
  return (
    <nav aria-label="Desk" className="border-b border-stone-300 bg-white">
      <ul
        ref={list}
        className="scroll-shade-x mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-1"
      >
        {COLLECTIONS.map((collection) => (
          <li key={collection.name}>
            <Link
              to={collection.labels.list?.path ?? collection.editPath('')}
              aria-current={current(section === collection.name)}
              className={LINK}
            >
              {navName(collection)}
            </Link>
          </li>
        ))}
        {owner ? (
          <li>
            <Link to={LEADS_PATH} aria-current={current(section === 'leads')} className={LINK}>
              Leads{fresh ? ` (${fresh} new)` : ''}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
