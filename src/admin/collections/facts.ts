// The business facts every page repeats (settings/business): a phone number must dial the number
// shown, and opening hours must make sense.
import {
  type BusinessSettings,
  businessSchema,
  DAYS_OF_WEEK,
  type OpeningHoursRow,
} from '../../content/schema/business'
import { type Problems, schemaProblems } from '../content/formProblems'
import { BUSINESS, SETTINGS_IDS } from '../content/kinds'
import { business } from '../content/stores'
import { FACTS_PATH } from '../paths'
import type { Collection } from './collection'
import { FactsFields, FactsPreview } from './FactsFields'

export type Day = (typeof DAYS_OF_WEEK)[number]

export interface HoursValues {
  label: string
  days: Day[]
  closed: boolean
  opens: string
  closes: string
}

export interface FactsValues {
  name: string
  shortName: string
  tagline: string
  phoneDisplay: string
  phoneTel: string
  email: string
  street: string
  locality: string
  region: string
  postalCode: string
  country: string
  hours: HoursValues[]
  responseTarget: string
  socials: BusinessSettings['socials']
  googleReviewUrl: string
  placeholders: BusinessSettings['placeholders']
}

const hoursValues = (row: OpeningHoursRow): HoursValues => ({
  label: row.label,
  days: [...row.days],
  closed: row.opens === null,
  opens: row.opens ?? '',
  closes: row.closes ?? '',
})

export function factsValues(doc: BusinessSettings | null): FactsValues {
  return {
    name: doc?.name ?? '',
    shortName: doc?.shortName ?? '',
    tagline: doc?.tagline ?? '',
    phoneDisplay: doc?.phone.display ?? '',
    phoneTel: doc?.phone.tel ?? '',
    email: doc?.email ?? '',
    street: doc?.address.street ?? '',
    locality: doc?.address.locality ?? '',
    region: doc?.address.region ?? '',
    postalCode: doc?.address.postalCode ?? '',
    country: doc?.address.country ?? 'US',
    hours: doc?.hours.map(hoursValues) ?? [],
    responseTarget: doc?.responseTarget ?? '',
    socials: doc?.socials.map((s) => ({ ...s })) ?? [],
    googleReviewUrl: doc?.googleReviewUrl ?? '',
    placeholders: doc ? [...doc.placeholders] : [],
  }
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined)

export function factsDocument(values: FactsValues): BusinessSettings {
  const street = optional(values.street)
  const review = optional(values.googleReviewUrl)
  return {
    name: values.name.trim(),
    shortName: values.shortName.trim(),
    tagline: values.tagline.trim(),
    phone: { display: values.phoneDisplay.trim(), tel: values.phoneTel.trim() },
    email: values.email.trim(),
    address: {
      ...(street ? { street } : {}),
      locality: values.locality.trim(),
      region: values.region.trim(),
      postalCode: values.postalCode.trim(),
      country: values.country.trim(),
    },
    hours: values.hours.map((row) => ({
      label: row.label.trim(),
      days: DAYS_OF_WEEK.filter((d) => row.days.includes(d)),
      opens: row.closed ? null : row.opens,
      closes: row.closed ? null : row.closes,
    })),
    responseTarget: values.responseTarget.trim(),
    socials: values.socials,
    ...(review ? { googleReviewUrl: review } : {}),
    placeholders: values.placeholders,
  }
}

/** The digits a number dials: "(919) 555-0142" → "19195550142" (a US number gains its 1). */
export function dialledDigits(display: string): string {
  const digits = display.replace(/\D/g, '')
  return digits.length === 10 && !display.trim().startsWith('+') ? `1${digits}` : digits
}

/** The E.164 form of a number as shown, when it has one: "(919) 555-0142" → "+19195550142". */
export function telFor(display: string): string | null {
  const digits = dialledDigits(display)
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null
}

export function factsProblems(values: FactsValues): Problems {
  const problems = schemaProblems(businessSchema, factsDocument(values))
  const tel = values.phoneTel.trim()
  if (!problems['phone.tel'] && tel !== telFor(values.phoneDisplay))
    problems['phone.tel'] =
      `This dials ${tel || 'nothing'}, not the number shown (${values.phoneDisplay || 'empty'}).`
  const seen = new Map<Day, number>()
  values.hours.forEach((row, i) => {
    if (!row.closed && !row.opens) problems[`hours.${i}.opens`] = 'When does it open?'
    if (!row.closed && !row.closes) problems[`hours.${i}.closes`] = 'When does it close?'
    if (!row.closed && row.opens && row.closes && row.opens >= row.closes)
      problems[`hours.${i}.closes`] = 'Closing time must be after opening time.'
    if (row.days.length === 0) problems[`hours.${i}.days`] = 'Choose at least one day.'
    for (const day of row.days) {
      const other = seen.get(day)
      if (other !== undefined)
        problems[`hours.${i}.days`] = `${day} is already in row ${other + 1}.`
      else seen.set(day, i)
    }
  })
  return problems
}

const FIELD_OF_PATH: Record<string, keyof FactsValues> = {
  'phone.display': 'phoneDisplay',
  'phone.tel': 'phoneTel',
  'address.street': 'street',
  'address.locality': 'locality',
  'address.region': 'region',
  'address.postalCode': 'postalCode',
  'address.country': 'country',
}

export const facts: Collection<BusinessSettings, FactsValues> = {
  name: 'facts',
  kind: BUSINESS,
  store: business,
  singleton: SETTINGS_IDS.business,
  publishing: 'save',
  labels: {
    noun: 'business facts',
    plural: true,
    heading: () => 'Business facts',
    intro:
      'The name, phone, email, address and hours that the header, footer, call bar, contact page and search results all show. A save asks for a build, which puts them on the site.',
    fields: {
      name: 'Name',
      shortName: 'Short name',
      tagline: 'Tagline',
      phoneDisplay: 'Phone as shown',
      phoneTel: 'Number dialled',
      email: 'Email',
      street: 'Street',
      locality: 'City',
      region: 'State',
      postalCode: 'ZIP code',
      country: 'Country code',
      hours: 'Opening hours',
      responseTarget: 'Response time',
      googleReviewUrl: 'Google review link',
      socials: 'Social links',
    },
  },
  toValues: factsValues,
  toDoc: (values) => {
    const problems = factsProblems(values)
    return Object.keys(problems).length ? { problems } : { doc: factsDocument(values) }
  },
  Fields: FactsFields,
  Preview: FactsPreview,
  previewPlacement: 'below',
  isLive: () => true,
  whereLive: () => 'on every page',
  editPath: () => FACTS_PATH,
  title: (doc) => doc.name,
  summary: (doc) => `${doc.name} · ${doc.phone.display} · ${doc.email}`,
  fieldOf: (path) => FIELD_OF_PATH[path] ?? path.split('.')[0] ?? path,
}
