import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { images } from '../assets/images'
import { EstimateLink } from '../components/EstimateLink'
import { Picture } from '../components/Picture'
import { ServiceAreaLinks } from '../components/ServiceAreaLinks'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { BusinessSettings } from '../content/schema/business'
import { formatHoursRange, site } from '../content/site'
import { GoogleReviewLink } from './GoogleReviewLink'

type ContactFacts = Pick<
  BusinessSettings,
  'email' | 'phone' | 'responseTarget' | 'hours' | 'address'
> & {
  googleReviewUrl?: string | undefined
}

interface ContactDetailsProps {
  id: string
  title: string
  lead: string
  /** The site's facts; the desk's preview gives the ones being edited. */
  facts?: ContactFacts
}

// A static map that opens a maps search: no request leaves the site until the visitor asks.
export function ContactDetails({ id, title, lead, facts = site }: ContactDetailsProps) {
  const { address } = facts
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${address.locality}, ${address.region} ${address.postalCode}`,
  )}`
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
        <a
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group block overflow-hidden rounded-3xl shadow-lg ring-1 ring-forest-100"
        >
          <Picture
            image={images.mapTriangle}
            priority
            sizes="(min-width: 1024px) 600px, 100vw"
            imgClassName="h-full w-full object-cover"
          />
          <span className="flex items-center gap-2 bg-forest-900 px-5 py-3 text-sm font-semibold text-white group-hover:bg-forest-800">
            <MapPin aria-hidden="true" className="size-4" />
            Open {address.locality}, {address.region} in Maps
            <span className="sr-only">(opens in a new tab)</span>
          </span>
        </a>
        <div>
          <SectionHeading id={id} title={title} lead={lead} />
          <dl className="mt-8 space-y-6">
            <div className="flex gap-4">
              <dt>
                <Mail aria-hidden="true" className="mt-1 size-6 text-forest-700" />
                <span className="sr-only">Email</span>
              </dt>
              <dd>
                <a
                  href={`mailto:${facts.email}`}
                  className="text-lg font-semibold text-forest-900 underline-offset-4 hover:underline"
                >
                  {facts.email}
                </a>
              </dd>
            </div>
            <div className="flex gap-4">
              <dt>
                <Phone aria-hidden="true" className="mt-1 size-6 text-forest-700" />
                <span className="sr-only">Phone</span>
              </dt>
              <dd>
                <a
                  href={`tel:${facts.phone.tel}`}
                  className="text-lg font-semibold text-forest-900 underline-offset-4 hover:underline"
                >
                  {facts.phone.display}
                </a>
                <p className="mt-1 text-sm text-stone-600">{facts.responseTarget}</p>
              </dd>
            </div>
            <div className="flex gap-4">
              <dt>
                <Clock aria-hidden="true" className="mt-1 size-6 text-forest-700" />
                <span className="sr-only">Hours</span>
              </dt>
              <dd className="flex-1">
                <table className="w-full max-w-sm text-left" data-testid="business-hours">
                  <caption className="sr-only">Business hours</caption>
                  <tbody>
                    {facts.hours.map((row) => (
                      <tr key={row.label} className="border-b border-forest-100 last:border-0">
                        <th scope="row" className="py-2 pr-6 font-medium text-forest-950">
                          {row.label}
                        </th>
                        <td className="py-2 text-stone-700">{formatHoursRange(row)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </dd>
            </div>
            <div className="flex gap-4">
              <dt>
                <MapPin aria-hidden="true" className="mt-1 size-6 text-forest-700" />
                <span className="sr-only">Service area</span>
              </dt>
              <dd className="text-stone-700">
                <ServiceAreaLinks linkClassName="font-semibold text-forest-800 underline" />{' '}
                <EstimateLink linkClassName="font-semibold text-forest-800 underline" />
              </dd>
            </div>
          </dl>
          {facts.googleReviewUrl ? (
            <GoogleReviewLink href={facts.googleReviewUrl} className="mt-8" />
          ) : null}
        </div>
      </div>
    </section>
  )
}
