import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ADMIN_PATH } from '../../routes'
import { COLLECTIONS, navName } from '../collections'
import type { Section } from '../deskRoutes'
import { LEADS_PATH, SUBSCRIBERS_PATH } from '../paths'
import { countNew } from './leadView'
import type { LeadsState } from './useLeads'

const LINK =
  'inline-flex min-h-11 items-center rounded-full px-3 font-semibold whitespace-nowrap text-forest-900 underline-offset-2 hover:underline aria-[current=page]:bg-forest-100 sm:px-4'

/**
 * The owner's desk opens on the leads: the address a sign-in or a bookmark of /admin/ first loads
 * (its history key is "default"), never the Posts tab followed later.
 */
function useOwnerLandsOnLeads(owner: boolean) {
  const { pathname, key } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (owner && key === 'default' && (pathname === ADMIN_PATH || `${pathname}/` === ADMIN_PATH))
      navigate(LEADS_PATH, { replace: true })
  }, [owner, key, pathname, navigate])
}

// The tabs wrap onto a second line on a phone: every one in view, none behind a sideways scroll.
export function OfficeNav({
  section,
  leads,
  owner,
}: {
  section: Section
  leads: LeadsState
  owner: boolean
}) {
  useOwnerLandsOnLeads(owner)
  const fresh = leads.state === 'ready' ? countNew(leads.leads) : null
  const current = (here: boolean) => (here ? 'page' : undefined)
  return (
    <nav aria-label="Desk" className="border-b border-stone-300 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-1 gap-y-0.5 px-2 py-1 sm:gap-x-2 sm:px-4">
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
          <>
            <li>
              <Link to={LEADS_PATH} aria-current={current(section === 'leads')} className={LINK}>
                Leads{fresh ? ` (${fresh} new)` : ''}
              </Link>
            </li>
            <li>
              <Link
                to={SUBSCRIBERS_PATH}
                aria-current={current(section === 'subscribers')}
                className={LINK}
              >
                Subscribers
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  )
}
