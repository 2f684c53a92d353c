import { describe, expect, it } from 'vitest'
import { site } from '../content/site'
import { serializeJsonLd } from './serializeJsonLd'
import { businessJsonLd, faqJsonLd, openingHours } from './structuredData'

describe('structured data', () => {
  it('describes the business with the same facts the site shows', () => {
    const business = businessJsonLd() as unknown as unknown as Record<string, unknown>
    expect(business['@type']).toBe('GeneralContractor')
    expect(business.telephone).toBe(site.phone.tel)
    expect(business.email).toBe(site.email)
    expect(business.priceRange).toBe('$$')
    expect((business.areaServed as { name: string }[]).map((c) => c.name)).toEqual(
      site.serviceAreaCities.map((city) => `${city}, NC`),
    )
  })

  it('gives Saturday 9 to 12, as the contact page does, and leaves Sunday out', () => {
    expect(openingHours()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '12:00',
      },
    ])
  })

  it('builds an FAQPage from questions and answers', () => {
    const page = faqJsonLd([{ id: 'a', question: 'Q?', answer: 'A.' }]) as unknown as Record<
      string,
      unknown
    >
    expect(page.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ])
  })

  it('cannot be broken out of its script element', () => {
    const json = serializeJsonLd({ text: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' })
  })
})
