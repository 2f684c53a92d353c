// Reviews (testimonials): a review that is not a sample must say where and when it was published,
// with a link, and that the client agreed; a name is a first name and an initial, never a surname.
import type { ContentStatus, SERVICE_SLUGS } from '../../content/schema/common'
import {
  TESTIMONIAL_PLACEMENTS,
  type TestimonialDocument,
  type TestimonialPlacement,
  testimonialSchema,
} from '../../content/schema/testimonials'
import type { CityId } from '../../content/serviceAreas/types'
import { SERVICE_NAMES } from '../../content/serviceNames'
import { cityName } from '../content/ChoiceField'
import { type Problems, schemaProblems } from '../content/formProblems'
import { TESTIMONIALS } from '../content/kinds'
import { testimonials } from '../content/stores'
import { toEasternInput } from '../eastern'
import { NEW_REVIEW_PATH, REVIEWS_PATH, reviewEditPath } from '../paths'
import type { Collection } from './collection'
import { ReviewFields, ReviewPreview } from './ReviewFields'
import { isPublished, statusFor } from './shared'

/** Where reviews are usually first published; a stored source not listed stays a choice. */
export const REVIEW_SOURCES = [
  'Google',
  'Houzz',
  'Facebook',
  'Yelp',
  'Nextdoor',
  'Angi',
  'BBB',
  'Thumbtack',
] as const

export const PLACEMENT_LABELS: Record<TestimonialPlacement, string> = {
  home: 'Home page',
  services: 'Services page',
  landing: 'Ad landing page',
  'service-landing': 'Service landing page',
  'landscape-lighting': 'Landscape lighting page',
  'service-areas': 'City pages (its city first)',
}

export interface ReviewValues {
  quote: string
  name: string
  city: CityId | ''
  service: (typeof SERVICE_SLUGS)[number] | ''
  about: string
  sourceName: string
  sourceUrl: string
  date: string
  /** The editor confirms the client agreed; `consentNoted` is the day it was confirmed. */
  consent: boolean
  consentHow: string
  consentNoted: string
  placements: TestimonialPlacement[]
  project: string
}

type Kept = Pick<TestimonialDocument, 'sample' | 'order'>

/** A new review is a real one; it sorts with the first (lower order shows first). */
const NEW_REVIEW: Kept = { sample: false, order: 0 }

/** A name that ends with the surname's initial: "Laura B.", "Dana and Chris M.". */
const INITIAL_LAST = /^\p{Lu}[\p{L}'’-]*(?:(?: and | & | )\p{Lu}[\p{L}'’-]*)* \p{Lu}\.$/u

export function reviewValues(doc: TestimonialDocument | null): ReviewValues {
  return {
    quote: doc?.quote ?? '',
    name: doc?.name ?? '',
    city: doc?.city ?? '',
    service: doc?.service ?? '',
    about: doc?.about ?? '',
    sourceName: doc?.source?.name ?? '',
    sourceUrl: doc?.source?.url ?? '',
    date: doc?.date ?? '',
    consent: doc?.consent !== undefined,
    consentHow: doc?.consent?.how ?? '',
    consentNoted: doc?.consent?.noted ?? '',
    placements: doc?.placements ?? [],
    project: doc?.project ?? '',
  }
}

export function reviewDocument(
  values: ReviewValues,
  stored: TestimonialDocument | null,
  status: ContentStatus,
  today: string,
): Record<string, unknown> {
  const kept = stored ?? NEW_REVIEW
  const optional = (key: string, value: unknown) => (value ? { [key]: value } : {})
  return {
    quote: values.quote.trim(),
    name: values.name.trim(),
    city: values.city,
    ...optional('service', values.service),
    ...optional('about', values.about.trim()),
    ...(values.sourceName || values.sourceUrl
      ? { source: { name: values.sourceName, url: values.sourceUrl.trim() } }
      : {}),
    ...optional('date', values.date),
    ...(values.consent
      ? { consent: { noted: values.consentNoted || today, how: values.consentHow.trim() } }
      : {}),
    sample: kept.sample,
    placements: TESTIMONIAL_PLACEMENTS.filter((p) => values.placements.includes(p)),
    ...optional('project', values.project),
    order: kept.order,
    status,
  }
}

const FIELD_OF: Record<string, string> = {
  source: 'sourceName',
  'source.name': 'sourceName',
  'source.url': 'sourceUrl',
  consent: 'consent',
  'consent.how': 'consentHow',
  'consent.noted': 'consent',
}

export function reviewProblems(
  values: ReviewValues,
  sample: boolean,
  status: ContentStatus,
  today: string,
): Problems {
  const problems: Problems = {}
  if (!INITIAL_LAST.test(values.name.trim()))
    problems.name = 'The first name and the surname’s initial only, like “Laura B.”'
  if (!values.city) problems.city = 'Choose the client’s city.'
  if (!sample) {
    if (!values.sourceName) problems.sourceName = 'Choose where the client published it.'
    if (!values.sourceUrl.trim()) problems.sourceUrl = 'Paste the link to the review.'
    if (!values.date) problems.date = 'The day the client wrote it.'
    if (!values.consent) problems.consent = 'Only a review the client agreed to may be shown.'
    else if (!values.consentHow.trim()) problems.consentHow = 'Say how they agreed.'
  }
  if (values.date && values.date > today) problems.date = 'The day it was written, not a later one.'
  if (status === 'published' && !values.placements.length && !values.project)
    problems.placements = 'Choose at least one page to publish it on.'
  const draft = reviewDocument(values, null, status, today)
  for (const [path, message] of Object.entries(
    schemaProblems(testimonialSchema, { ...draft, sample }),
  )) {
    const field = FIELD_OF[path] ?? path.split('.')[0] ?? 'document'
    problems[field] ??= field === 'sourceUrl' ? 'A link starting with https://' : message
  }
  return problems
}

export function checkReview(
  values: ReviewValues,
  stored: TestimonialDocument | null,
  status: ContentStatus,
  today: string,
): { doc: TestimonialDocument } | { problems: Problems } {
  const sample = stored?.sample ?? NEW_REVIEW.sample
  const problems = reviewProblems(values, sample, status, today)
  if (Object.keys(problems).length) return { problems }
  return { doc: testimonialSchema.parse(reviewDocument(values, stored, status, today)) }
}

/** The quote's start for the list, cut before a word that would pass `max` characters. */
export const excerpt = (quote: string, max = 90) =>
  quote.length <= max ? quote : `${quote.slice(0, max + 1).replace(/\s+\S*$/, '')}…`

export const REVIEW_LABELS: Partial<Record<keyof ReviewValues, string>> = {
  quote: 'Quote',
  name: 'Name',
  city: 'City',
  service: 'Service',
  about: 'What the work was',
  sourceName: 'Source',
  sourceUrl: 'Link',
  date: 'Date',
  consent: 'Consent',
  consentHow: 'How they agreed',
  placements: 'Where it shows',
  project: 'Project page',
}

/** A review cannot be dated later than today in the business's zone. */
export const easternToday = () => toEasternInput(new Date()).slice(0, 10)

const placesOf = (doc: TestimonialDocument) => [
  ...doc.placements.map(
    (p) => `the ${PLACEMENT_LABELS[p].replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`,
  ),
  ...(doc.project ? [`the page of the project “${doc.project}”`] : []),
]

export const reviews: Collection<TestimonialDocument, ReviewValues> = {
  name: 'reviews',
  kind: TESTIMONIALS,
  store: testimonials,
  publishing: 'draft-publish',
  labels: {
    noun: 'review',
    list: {
      title: 'Reviews',
      back: 'All reviews',
      path: REVIEWS_PATH,
      add: { label: 'Add a review', path: NEW_REVIEW_PATH },
      empty: 'No reviews yet.',
      invalid: 'Reviews the desk cannot edit',
    },
    heading: (stored) => (stored ? `Edit: ${stored.doc.name}` : 'Add a review'),
    fields: REVIEW_LABELS,
  },
  toValues: reviewValues,
  toDoc: (values, { stored, action }) =>
    checkReview(values, stored, statusFor(action, stored), easternToday()),
  Fields: ReviewFields,
  Preview: ReviewPreview,
  previewPlacement: 'below',
  isLive: isPublished,
  whereLive: (doc) => `on ${placesOf(doc).join(', ') || 'no page yet'}`,
  describe: (key, value) =>
    key === 'city' && value
      ? cityName(String(value))
      : key === 'service' && value
        ? SERVICE_NAMES[value as keyof typeof SERVICE_NAMES]
        : null,
  editPath: reviewEditPath,
  copy: (values) => values,
  title: (doc) => doc.name,
  summary: (doc) => `${doc.name}, ${cityName(doc.city)}: “${excerpt(doc.quote, 60)}”`,
  deleteMessage: (doc, live) =>
    `“${doc.name}” goes from the desk now${live ? ' and from the site with the build it asks for' : ''}. It cannot be undone; its history stays.`,
  order: (a, b) => a.order - b.order,
  listItem: ({ doc }) => ({
    title: `${doc.name}, ${cityName(doc.city)}`,
    quote: `“${excerpt(doc.quote)}”`,
    note: (
      <>
        {doc.sample ? (
          <strong className="font-semibold text-ember-900">Sample, not a real review</strong>
        ) : (
          (doc.source?.name ?? 'No source')
        )}{' '}
        · {doc.status === 'published' ? 'Published' : 'Draft'}
      </>
    ),
  }),
}
