// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { deletionPolicy } from '../content/legal/deletion'
import { privacyPolicy } from '../content/legal/privacy'
import { termsAndConditions } from '../content/legal/terms'
import type { LegalDocumentData } from '../content/legal/types'
import { site } from '../content/site'
import { formatLegalDate, LegalDocument } from './LegalDocument'

/** The separate platform as docs/product.md describes it. */
const PLATFORM =
  'automated advertising, posting, lead-capture and recruitment software-as-a-service offering for outdoor-living contractors'
const INTEGRATIONS = 'social, search, neighborhood and job-board platforms'
const WEATHER = [
  'National Weather Service',
  'NOAA National Digital Forecast Database',
  'wind speed and 12-hour precipitation probability',
]

interface Case {
  name: string
  document: LegalDocumentData
  dateTime: string
  date: string
  /** Statements docs/product.md requires, word for word. */
  phrases: string[]
  /** Internal cross-links to the other policies. */
  links: string[]
}

const CASES: Case[] = [
  {
    name: 'Privacy Policy',
    document: privacyPolicy,
    dateTime: '2024-09-16',
    date: 'September 16, 2024',
    phrases: [
      PLATFORM,
      INTEGRATIONS,
      ...WEATHER,
      // What the platform handles.
      'business name, industry type, services offered',
      'email address (required)',
      'phone number (optional)',
      'zip codes or regions you serve',
      'campaign goals, target demographics, budgets',
      'Lead and candidate details',
      // What this website collects, and where it goes.
      'When you subscribe, we receive your email address',
      'your name, email address, phone number, subject and message',
      'our own automation webhooks',
      'Firebase Analytics and Google Analytics',
      'Analytics runs only when it has been configured for this website',
      'sessionStorage',
      'cleared when you close the tab',
      'Google Analytics sets first-party cookies',
      // Retention, children, age.
      'Data of inactive Platform users is kept for 12 months after cancellation',
      'Campaign and recruitment data is kept for 24 months',
      'under the age of 13',
      'parental consent',
      'only for users aged 18 or older',
      'Contact us about privacy',
    ],
    links: ['/terms-and-conditions/', '/deletion-policy/'],
  },
  {
    name: 'Terms and Conditions',
    document: termsAndConditions,
    dateTime: '2025-01-07',
    date: 'January 7, 2025',
    phrases: [
      PLATFORM,
      INTEGRATIONS,
      ...WEATHER,
      'The weather trigger uses the national forecast database',
      'be 18 years of age or older (the minimum user age is 18)',
      'give accurate business information',
      'consent to receive text messages and calls',
      '$1 per day for the first social platform',
      '$5 per day recommended for the search platform',
      '$10 per day for the neighborhood platform',
      'Basic, Pro and Enterprise, and a free tier with limited features',
      'basic weather alerts and manual posting',
      'ad approval takes 24 hours on the social and neighborhood platforms, and 1 business day on the search and job platforms',
      'can take up to 1 hour to sync with the search platform',
      'for budgets over $500/day you can ask for an optional 24-hour manual review',
      'If a linked platform account is suspended, any campaign that uses it is paused, and we notify you',
      'governed by the laws of the State of North Carolina',
      'Estimates are free',
    ],
    links: ['/privacy-policy/', '/deletion-policy/'],
  },
  {
    name: 'Data Deletion Policy',
    document: deletionPolicy,
    dateTime: '2025-06-07',
    date: 'June 7, 2025',
    phrases: [
      'Data deletion request',
      'Please include:',
      'your full name',
      'the email address and phone number you used with us',
      'what you would like deleted',
      'Within 72 hours: we respond to your deletion request',
      'Within 30 days: your deletion is processed',
      'Within 60 days: third-party analytics data linked to you is deleted',
      'Within 90 days: backups are cleared',
      'Within 5 business days of completion: we send you a confirmation email',
      'data of inactive users is kept for 12 months after cancellation',
      'campaign and recruitment data is kept for 24 months',
      'What we keep for legal reasons',
      'tax and accounting records',
      INTEGRATIONS,
    ],
    links: ['/privacy-policy/', '/terms-and-conditions/'],
  },
]

function renderDocument(document: LegalDocumentData) {
  const view = render(
    <MemoryRouter>
      <LegalDocument document={document} />
    </MemoryRouter>,
  )
  const text = (view.container.textContent ?? '').replace(/\s+/g, ' ')
  return { ...view, text }
}

describe.each(CASES)('$name', ({ document, dateTime, date, phrases, links }) => {
  it('shows the last-updated date in a <time> element', () => {
    renderDocument(document)
    const time = screen.getByText(date)
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', dateTime)
    expect(time.parentElement).toHaveTextContent(`Last updated: ${date}`)
  })

  it.each(phrases)('states "%s"', (phrase) => {
    expect(renderDocument(document).text).toContain(phrase)
  })

  it('names the company and its contact facts from site.ts', () => {
    const { text } = renderDocument(document)
    expect(text).toContain(site.name)
    expect(screen.getAllByRole('link', { name: site.email })[0]).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(screen.getAllByRole('link', { name: site.phone.display })[0]).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    )
  })

  it('cross-links the other policies with trailing slashes', () => {
    const { container } = renderDocument(document)
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    for (const link of links) expect(hrefs).toContain(link)
    for (const href of hrefs) {
      if (href?.startsWith('/')) expect(href).toMatch(/\/$/)
    }
  })

  it('has unique section ids, each with an h2 and an entry in the contents list', () => {
    const { container } = renderDocument(document)
    const sections = [...document.sections, ...(document.addenda ?? [])]
    const ids = sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => /^[a-z][a-z0-9-]*$/.test(id))).toBe(true)

    const toc = screen.getByRole('navigation', { name: 'On this page' })
    const tocLinks = within(toc).getAllByRole('link')
    expect(tocLinks.map((a) => a.getAttribute('href'))).toEqual(ids.map((id) => `#${id}`))

    for (const section of sections) {
      const heading = container.querySelector(`#${section.id}`)
      expect(heading?.tagName).toBe('H2')
      expect(heading).toHaveTextContent(section.heading)
      expect(within(toc).getByRole('link', { name: section.heading })).toBeInTheDocument()
    }
    // Every id on the rendered page is unique, not only the section ids.
    const allIds = [...container.querySelectorAll('[id]')].map((el) => el.id)
    expect(new Set(allIds).size).toBe(allIds.length)
  })
})

describe('the Privacy Policy’s addendum of November 26, 2026', () => {
  const addendum = () => {
    const { container } = renderDocument(privacyPolicy)
    const heading = container.querySelector('#addendum-2026-11-26')
    const section = heading?.closest('section')
    if (!section) throw new Error('no addendum section')
    return { container, section, text: (section.textContent ?? '').replace(/\s+/g, ' ') }
  }

  it('is dated on its own; the policy’s date and original text stay as published', () => {
    const { container, section } = addendum()
    const time = within(section).getByText('November 26, 2026')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', '2026-11-26')
    expect(privacyPolicy.lastUpdated).toBe('2024-09-16')
    // The original sentence is still there, outside the addendum, which corrects it.
    const original =
      'Newsletter sign-ups and contact messages are sent from your browser to our own automation webhooks'
    const outside = [...container.querySelectorAll('section')].filter((s) => s !== section)
    expect(outside.some((s) => s.textContent?.includes(original))).toBe(true)
    expect(section.textContent).not.toContain(original)
    // It comes after every section of the original text.
    const sections: Element[] = [...container.querySelectorAll('section')]
    for (const { id } of privacyPolicy.sections) {
      const at = sections.findIndex((s) => s.querySelector(`#${id}`))
      expect(at, id).toBeGreaterThanOrEqual(0)
      expect(at, id).toBeLessThan(sections.indexOf(section))
    }
  })

  it.each([
    'sends a newsletter sign-up or a contact message to this website’s own server, which keeps it',
    'a copy to our automation service (n8n), which passes it to our team’s email',
    'deleted automatically 24 months after we receive them, unless we set a different period',
    'the address itself is not kept',
  ])('states "%s"', (phrase) => {
    expect(addendum().text).toContain(phrase)
  })

  it('says how to ask for deletion: the business’s email from site.ts, and the deletion policy', () => {
    const { section } = addendum()
    expect(within(section).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(within(section).getByRole('link', { name: 'Data Deletion Policy' })).toHaveAttribute(
      'href',
      '/deletion-policy/',
    )
  })
})

describe('the Privacy Policy’s addendum of November 28, 2026: alerts', () => {
  const addendum = () => {
    const { container } = renderDocument(privacyPolicy)
    const section = container.querySelector('#addendum-2026-11-28')?.closest('section')
    if (!section) throw new Error('no addendum section')
    return { container, section, text: (section.textContent ?? '').replace(/\s+/g, ' ') }
  }

  it('is dated on its own and comes last, after the addendum of November 26', () => {
    const { container, section } = addendum()
    expect(within(section).getByText('November 28, 2026')).toHaveAttribute('datetime', '2026-11-28')
    const sections = [...container.querySelectorAll('section')]
    expect(sections.at(-1)).toBe(section)
    expect(privacyPolicy.lastUpdated).toBe('2024-09-16')
  })

  it.each([
    'What an alert shows on a lock screen. The kind of request, the project and the town you chose',
    'Never your name, email address, phone number or message',
    'the address its browser’s push service gave it (its “endpoint”), the keys that encrypt alerts for that device alone',
    'our public pages install no service worker',
    'A newsletter sign-up sends no alert.',
  ])('states "%s"', (phrase) => {
    expect(addendum().text).toContain(phrase)
  })
})

describe('formatLegalDate', () => {
  it.each([
    ['2024-09-16', 'September 16, 2024'],
    ['2025-01-07', 'January 7, 2025'],
    ['2025-12-31', 'December 31, 2025'],
  ])('formats %s as %s', (iso, expected) => {
    expect(formatLegalDate(iso)).toBe(expected)
  })

  it('rejects a malformed date', () => {
    expect(() => formatLegalDate('16 Sept 2024')).toThrow(/Not an ISO date/)
    expect(() => formatLegalDate('2024-13-01')).toThrow(/Not an ISO date/)
  })
})
