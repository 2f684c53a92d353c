/**
 * The business facts, defined once: the desk's settings/business document, through its snapshot.
 * Header, footer, the contact page and the JSON-LD all read from here, so the hours, phone and
 * service area can never disagree between pages.
 *
 * Placeholder facts (named in the document's `placeholders`) and unsourced figures are listed in
 * `samples` below and must be replaced before launch (`npm run check:launch` lists them).
 */
import businessSnapshot from '../../snapshots/settings-business.json' with { type: 'json' }
import { SITE_URL } from '../lib/env'
import type { Samples } from './samples'
import type { BusinessSettings } from './schema/business'

/**
 * The business facts of settings/business, as the last snapshot holds them (validated by the
 * snapshot and by ./schema/snapshots.test.ts; docs/decisions/0020-content-snapshots.md). Small
 * and read by every page's shell, so imported, not passed as loader data.
 */
const business = businessSnapshot as BusinessSettings

export interface NavLink {
  label: string
  href: string
}

export interface OpeningHours {
  /** Visible label, e.g. "Monday – Friday". */
  label: string
  /** schema.org day names the row covers. */
  days: readonly DayOfWeek[]
  /** 24-hour "HH:MM", or null when closed. */
  opens: string | null
  closes: string | null
}

export type DayOfWeek =
  | 'Monday'
  | 'Tuesday'
  | 'Wednesday'
  | 'Thursday'
  | 'Friday'
  | 'Saturday'
  | 'Sunday'

export interface Stat {
  value: string
  label: string
}

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'Twitter' | 'LinkedIn' | 'YouTube'
  href: string
}

export const site = {
  name: business.name,
  shortName: business.shortName,
  tagline: business.tagline,
  url: SITE_URL,
  phone: business.phone,
  email: business.email,
  address: business.address,
  /** The hero names these, then "the wider Triangle". */
  heroAreas: ['Raleigh', 'Chapel Hill', 'Durham', 'Sanford'],
  /** The service-area list and the JSON-LD areaServed. */
  serviceAreaCities: [
    'Raleigh',
    'Durham',
    'Chapel Hill',
    'Cary',
    'Wake Forest',
    'Apex',
    'Morrisville',
    'Garner',
  ],
  hours: business.hours,
  responseTarget: business.responseTarget,
  priceRange: '$$',
  themeColor: '#1f5135',
  social: business.socials,
  /** Where a client leaves a Google review; unset until the business profile exists. */
  googleReviewUrl: business.googleReviewUrl,
  /** The landing page's reading of the numbers. */
  landingStats: [
    { value: '15+', label: 'Years in business' },
    { value: '500+', label: 'Projects completed' },
    { value: '95%', label: 'Customer satisfaction' },
  ] satisfies Stat[],
  /** The about page's reading of the numbers. */
  aboutStats: [
    { value: '7+', label: 'Years in business' },
    { value: '100+', label: 'Relationships built' },
    { value: '95%', label: 'Customer satisfaction' },
    { value: '500+', label: 'Projects completed' },
  ] satisfies Stat[],
} as const

/** The four links of the top bar and the mobile menu. */
export const mainNav: readonly NavLink[] = [
  { label: 'Our Services', href: '/services/' },
  { label: 'Blog Posts', href: '/blog/' },
  { label: 'Contact Us', href: '/contact-us/' },
  { label: 'About Us', href: '/about-us/' },
]

/**
 * The twelve footer links, written to their final URLs (docs/product.md): "Gallery" and "Projects"
 * land on the two portfolio sections instead of a dead /projects path.
 */
export const footerNav: readonly NavLink[] = [
  { label: 'About Us', href: '/about-us/' },
  { label: 'Contact Us', href: '/contact-us/' },
  { label: 'Our Blog', href: '/blog/' },
  { label: 'FAQs', href: '/faq/' },
  { label: 'Testimonials', href: '/testimonials/' },
  { label: 'Services', href: '/services/' },
  { label: 'Gallery', href: '/portfolio/#gallery' },
  { label: 'Projects', href: '/portfolio/#projects' },
  { label: 'Newsletter', href: '/newsletter/' },
  { label: 'Privacy Policy', href: '/privacy-policy/' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions/' },
  { label: 'Data Deletion', href: '/deletion-policy/' },
]

/** Formats "08:00" as "8am" and "12:00" as "12pm", the way the hours read on the page. */
export function formatHour(time: string): string {
  const [h = '0', m = '00'] = time.split(':')
  const hour = Number(h)
  const suffix = hour >= 12 ? 'pm' : 'am'
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return m === '00' ? `${twelve}${suffix}` : `${twelve}:${m}${suffix}`
}

/** "8am – 6pm" or "Closed". */
export function formatHoursRange(row: OpeningHours): string {
  if (!row.opens || !row.closes) return 'Closed'
  return `${formatHour(row.opens)} – ${formatHour(row.closes)}`
}

const placeholder = (field: BusinessSettings['placeholders'][number]) =>
  business.placeholders.includes(field)

/** Placeholders of this module (see samples.ts). */
function siteSamples(): Samples {
  return [
    ...(placeholder('phone')
      ? [
          {
            name: `Phone ${site.phone.display}`,
            why: 'Placeholder number (555-01xx is reserved for fiction)',
          },
        ]
      : []),
    ...(placeholder('email')
      ? [{ name: `Email ${site.email}`, why: 'Placeholder address on a .example domain' }]
      : []),
    ...(placeholder('socials')
      ? site.social.map((link) => ({
          name: `${link.network} link`,
          why: 'Placeholder profile URL',
        }))
      : []),
    ...(placeholder('googleReviewUrl') || !business.googleReviewUrl
      ? [
          {
            name: 'Google review link',
            why: 'Not set, or a placeholder: add the business profile’s review link in the desk (settings/business)',
          },
        ]
      : []),
    ...[...site.landingStats, ...site.aboutStats].map((stat) => ({
      name: `Statistic "${stat.value} ${stat.label}"`,
      why: 'Figure without a cited source: confirm it from company records',
    })),
  ]
}

// Pure: every page's shell imports this module, and only the launch check reads the list.
export const samples: Samples = /* @__PURE__ */ siteSamples()
