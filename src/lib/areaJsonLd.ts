/** A city page's structured data, apart from ./structuredData.ts so only city pages carry it. */
import type { Graph } from 'schema-dts'
import type { ServiceArea, ServiceSlug } from '../content/serviceAreas/types'
import { SERVICE_NAMES } from '../content/serviceNames'
import { site } from '../content/site'
import { absoluteUrl } from './env'
import { BUSINESS_ID } from './structuredData'

export function areaServicesJsonLd(area: Pick<ServiceArea, 'name' | 'services'>): Graph {
  const city = { '@type': 'City', name: `${area.name}, ${site.address.region}` } as const
  return {
    '@context': 'https://schema.org',
    '@graph': (Object.keys(SERVICE_NAMES) as ServiceSlug[]).map((slug) => ({
      '@type': 'Service',
      name: `${SERVICE_NAMES[slug]} in ${area.name}`,
      serviceType: SERVICE_NAMES[slug],
      description: area.services[slug],
      url: absoluteUrl(`/services/${slug}/`),
      provider: { '@id': BUSINESS_ID },
      areaServed: city,
    })),
  }
}
