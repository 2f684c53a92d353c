// The business facts, defined once, so no two pages disagree; placeholders and unsourced figures
// are `samples` for the launch check.
import businessSnapshot from '../../snapshots/settings-business.json' with { type: 'json' }
import { SITE_URL } from '../lib/env'
import type { Samples } from './samples'
import type { BusinessSettings } from './schema/business'

// Small and read by every shell, so imported, not loader data:
// docs/decisions/0020-content-snapshots.md
const business = businessSnapshot as BusinessSettings

export interface NavLink {
  label: string
  href: string
}

export interface OpeningHours {
  label: string
  days: readonly DayOfWeek[]
  // 24-hour "HH:MM", null when closed.
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
  heroAreas: ['Raleigh', 'Chapel Hill', 'Durham', 'Sanford'],
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
  googleReviewUrl: business.googleReviewUrl,
  landingStats: [
    { value: '15+', label: 'Years in business' },
    { value: '500+', label: 'Projects completed' },
    { value: '95%', label: 'Customer satisfaction' },
  ] satisfies Stat[],
  aboutStats: [
    { value: '7+', label: 'Years in business' },
    { value: '100+', label: 'Relationships built' },
    { value: '95%', label: 'Customer satisfaction' },
    { value: '500+', label: 'Projects completed' },
  ] satisfies Stat[],
} as const

export const mainNav: readonly NavLink[] = [
  { label: 'Our Services', href: '/services/' },
  { label: 'Blog Posts', href: '/blog/' },
  { label: 'Contact Us', href: '/contact-us/' },
  { label: 'About Us', href: '/about-us/' },
]

// "Gallery" and "Projects" land on the portfolio's sections; there is no /projects path.
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

export function formatHour(time: string): string {
  const [h = '0', m = '00'] = time.split(':')
  const hour = Number(h)
  const suffix = hour >= 12 ? 'pm' : 'am'
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return m === '00' ? `${twelve}${suffix}` : `${twelve}:${m}${suffix}`
}

export function formatHoursRange(row: OpeningHours): string {
  if (!row.opens || !row.closes) return 'Closed'
  return `${formatHour(row.opens)} – ${formatHour(row.closes)}`
}

const placeholder = (field: BusinessSettings['placeholders'][number]) =>
  business.placeholders.includes(field)

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
