// The facts every page repeats; placeholders are named until the real ones are in.
// docs/decisions/0020-content-snapshots.md
import { z } from 'zod'
import { httpsUrl, text } from './common'

export const DAYS_OF_WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'YouTube'] as const

export const BUSINESS_PLACEHOLDERS = ['phone', 'email', 'socials', 'googleReviewUrl'] as const

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour')

const hoursRow = z
  .strictObject({
    label: text(40),
    days: z.array(z.enum(DAYS_OF_WEEK)).min(1).max(7),
    opens: time.nullable(),
    closes: time.nullable(),
  })
  .refine((row) => (row.opens === null) === (row.closes === null), {
    message: 'opens and closes are both set, or both null (closed)',
    path: ['closes'],
  })

export const businessSchema = z.strictObject({
  name: text(100),
  shortName: text(40),
  tagline: text(200),
  phone: z.strictObject({
    display: text(30),
    tel: z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164, as +19195550142'),
  }),
  email: z.email().max(200),
  /** A service-area business shows no street. */
  address: z.strictObject({
    street: text(200).optional(),
    locality: text(100),
    region: z.string().regex(/^[A-Z]{2}$/),
    postalCode: z.string().regex(/^\d{5}(-\d{4})?$/),
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  hours: z.array(hoursRow).min(1).max(7),
  responseTarget: text(200),
  socials: z
    .array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS), href: httpsUrl }))
    .max(SOCIAL_NETWORKS.length),
  googleReviewUrl: httpsUrl.optional(),
  placeholders: z.array(z.enum(BUSINESS_PLACEHOLDERS)).max(BUSINESS_PLACEHOLDERS.length),
})

export type BusinessSettings = z.infer<typeof businessSchema>
export type OpeningHoursRow = z.infer<typeof hoursRow>
