/**
 * The business facts, defined once. Header, footer, the contact page and the JSON-LD all read
 * from here, so the hours, phone and service area can never disagree between pages.
 *
 * Placeholder facts (phone, email, site URL, social links) are marked in `samples` below and
 * must be replaced before launch (`npm run check:launch` lists them).
 */
import { SITE_URL } from '../lib/env'
import type { Samples } from './samples'

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
  name: 'Oak & Ember Outdoor Living',
  shortName: 'Oak & Ember',
  tagline: 'Outdoor kitchens, patios, lighting and fire features, built to last in the Triangle.',
  url: SITE_URL,
  phone: { display: '(919) 555-0142', tel: '+19195550142' },
  email: 'hello@oakandember.example',
  address: {
    locality: 'Raleigh',
    region: 'NC',
    postalCode: '27601',
    country: 'US',
  },
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
  hours: [
    {
      label: 'Monday – Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '12:00' },
    { label: 'Sunday', days: ['Sunday'], opens: null, closes: null },
  ] satisfies OpeningHours[],
  responseTarget: 'We reply within one business day (24 hours).',
  priceRange: '$$',
  themeColor: '#1f5135',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/oakandemberoutdoor' },
    { network: 'Instagram', href: 'https://www.instagram.com/oakandemberoutdoor' },
    { network: 'Twitter', href: 'https://twitter.com/oakandember' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/oak-and-ember-outdoor-living' },
    { network: 'YouTube', href: 'https://www.youtube.com/@oakandemberoutdoor' },
  ] satisfies SocialLink[],
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
 * The twelve footer links, written to their final URLs (decisions.md): "Gallery" and "Projects"
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

/** Placeholders of this module (see samples.ts). */
export const samples: Samples = [
  {
    name: `Phone ${site.phone.display}`,
    why: 'Placeholder number (555-01xx is reserved for fiction)',
  },
  { name: `Email ${site.email}`, why: 'Placeholder address on a .example domain' },
  ...site.social.map((link) => ({ name: `${link.network} link`, why: 'Placeholder profile URL' })),
  ...[...site.landingStats, ...site.aboutStats].map((stat) => ({
    name: `Statistic "${stat.value} ${stat.label}"`,
    why: 'Figure without a cited source: confirm it from company records',
  })),
]
