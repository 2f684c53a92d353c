import type {
  BreadcrumbList,
  FAQPage,
  GeneralContractor,
  OpeningHoursSpecification,
  DayOfWeek as SchemaDay,
  WithContext,
} from 'schema-dts'
import { site } from '../content/site'
import type { Faq } from '../content/types'
import { absoluteUrl } from './env'

export const LOGO_PATH = '/favicon.svg'

/** Where the business is described once per site; other nodes point at it by @id. */
export const BUSINESS_ID = `${site.url}/#business`

export const DEFAULT_SOCIAL_IMAGE = {
  url: '/og-default.jpg',
  alt: 'A Raleigh backyard at dusk with a paver patio, pergola, string lights and a glowing fire pit',
  width: 1200,
  height: 630,
}

export function openingHours(): OpeningHoursSpecification[] {
  return site.hours
    .filter((row) => row.opens && row.closes)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((day) => `https://schema.org/${day}` as SchemaDay),
      opens: row.opens ?? undefined,
      closes: row.closes ?? undefined,
    }))
}

export function businessJsonLd(): WithContext<GeneralContractor> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': BUSINESS_ID,
    name: site.name,
    url: `${site.url}/`,
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE.url),
    description: site.tagline,
    telephone: site.phone.tel,
    email: site.email,
    priceRange: site.priceRange,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: site.serviceAreaCities.map((city) => ({
      '@type': 'City',
      name: `${city}, ${site.address.region}`,
    })),
    openingHoursSpecification: openingHours(),
    sameAs: site.social.map((link) => link.href),
  }
}

export interface Crumb {
  name: string
  path: string
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

export function faqJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
