import { Link } from 'react-router-dom'
import { formatEastern } from '../eastern'
import { UNDELIVERED_PATH } from '../paths'
import { troubleHeading } from './deliveryWords'
import { deliveryTrouble } from './leadView'
import type { LeadsState } from './useLeads'
import { useNow } from './useNow'

/**
 * On every desk page, while the email about any request could not be sent: how many and since
 * when, so the owner learns the same day that requests are not reaching their inbox.
 */
export function DeliveryBanner({ leads }: { leads: LeadsState }) {
  const now = useNow()
  if (leads.state !== 'ready') return null
  const { count, since } = deliveryTrouble(leads.leads, now)
  if (!count || !since) return null
  return (
    <section
      aria-labelledby="delivery-banner-title"
      className="border-b border-red-300 bg-red-50 text-red-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
        <h2 id="delivery-banner-title" className="font-semibold">
          {troubleHeading(count)}
        </h2>
        <p>
          Since {formatEastern(since)}; each request is saved here.{' '}
          <Link to={UNDELIVERED_PATH} className="font-semibold underline">
            See {count === 1 ? 'it' : 'them'}
          </Link>
        </p>
      </div>
    </section>
  )
}
