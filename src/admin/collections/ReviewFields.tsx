import { useEffect, useState } from 'react'
import { SERVICE_SLUGS } from '../../content/schema/common'
import {
  type SnapshotTestimonial,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_PLACEMENTS,
  type TestimonialDocument,
} from '../../content/schema/testimonials'
import { SERVICE_NAMES } from '../../content/serviceNames'
import { testimonialView } from '../../content/testimonials'
import { TestimonialList } from '../../sections/TestimonialList'
import { ChoiceField, CITY_CHOICES } from '../content/ChoiceField'
import { projects } from '../content/stores'
import { TextAreaField } from '../content/TextAreaField'
import { TextField } from '../content/TextField'
import { PreviewSection } from '../editing/PreviewSection'
import { describedBy, FieldError } from '../Field'
import type { FieldsProps, PreviewProps } from './collection'
import {
  easternToday,
  PLACEMENT_LABELS,
  REVIEW_SOURCES,
  type ReviewValues,
  reviewDocument,
} from './reviews'

type Props = FieldsProps<TestimonialDocument, ReviewValues>

export function ReviewFields(props: Props) {
  return (
    <>
      <WhoSaidIt {...props} />
      <WhereFrom {...props} />
      <WhereItShows {...props} />
    </>
  )
}

function WhoSaidIt({ values, problems, set }: Props) {
  return (
    <>
      <TextAreaField
        id="review-quote"
        label="Quote"
        hint="The client’s words as they wrote them."
        rows={5}
        maxLength={TESTIMONIAL_LIMITS.quote}
        value={values.quote}
        error={problems.quote}
        onChange={(quote) => set({ quote })}
      />
      <TextField
        id="review-name"
        label="First name and initial"
        hint="Like “Laura B.” or “Dana and Chris M.”: never a full surname."
        value={values.name}
        maxLength={TESTIMONIAL_LIMITS.name}
        error={problems.name}
        autoComplete="off"
        onChange={(name) => set({ name })}
      />
      <ChoiceField
        id="review-city"
        label="City"
        value={values.city}
        error={problems.city}
        options={CITY_CHOICES}
        onChange={(city) => set({ city: city as ReviewValues['city'] })}
      />
      <ChoiceField
        id="review-service"
        label="Service (optional)"
        value={values.service}
        error={problems.service}
        options={[
          { value: '', label: 'No one service' },
          ...SERVICE_SLUGS.map((s) => ({ value: s, label: SERVICE_NAMES[s] })),
        ]}
        onChange={(service) => set({ service: service as ReviewValues['service'] })}
      />
      <TextField
        id="review-about"
        label="What the work was (optional)"
        hint="Shown under the name, like “Patio and fire pit”."
        value={values.about}
        maxLength={TESTIMONIAL_LIMITS.about}
        error={problems.about}
        onChange={(about) => set({ about })}
      />
    </>
  )
}

/**
 * Where the review came from, when, and the client's consent: what makes it honest to show
 * (../../content/schema/testimonials.ts). A sample, invented for the template, need not have them.
 */
function WhereFrom({ values, problems, set, stored }: Props) {
  const sample = stored?.doc.sample ?? false
  const sources: string[] = [...REVIEW_SOURCES]
  if (values.sourceName && !sources.includes(values.sourceName)) sources.push(values.sourceName)
  const optional = sample ? ' (optional for a sample)' : ''
  return (
    <fieldset className="mt-6 rounded-xl border border-stone-300 p-3">
      <legend className="px-1 font-semibold">Where it was published</legend>
      {sample ? (
        <p className="rounded-lg bg-ember-50 p-2 text-sm text-ember-900">
          This is a sample, invented for the template: the site shows no source for it, and the
          launch check lists it until it is replaced by a real review.
        </p>
      ) : null}
      <ChoiceField
        id="review-source"
        label={`Source${optional}`}
        value={values.sourceName}
        error={problems.sourceName}
        options={[
          { value: '', label: 'Choose where' },
          ...sources.map((s) => ({ value: s, label: s })),
        ]}
        onChange={(sourceName) => set({ sourceName })}
      />
      <TextField
        id="review-link"
        label={`Link to the review${optional}`}
        hint="Its address on that site, starting with https://"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        value={values.sourceUrl}
        error={problems.sourceUrl}
        onChange={(sourceUrl) => set({ sourceUrl })}
      />
      <TextField
        id="review-date"
        label={`Date written${optional}`}
        type="date"
        value={values.date}
        error={problems.date}
        onChange={(date) => set({ date })}
      />
      <div className="mt-5">
        <label className="flex min-h-11 items-start gap-2 font-semibold">
          <input
            id="review-consent"
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            checked={values.consent}
            aria-invalid={problems.consent ? true : undefined}
            aria-describedby={`review-consent-hint${problems.consent ? ' review-consent-error' : ''}`}
            onChange={(e) => set({ consent: e.target.checked })}
          />
          The client agreed to these words on our site
        </label>
        <p id="review-consent-hint" className="text-sm text-stone-700">
          Ticking this records that you asked the client and they agreed to their quote, first name,
          initial and city being shown on this site
          {values.consentNoted
            ? ` (noted ${values.consentNoted}).`
            : '; today’s date is kept with it.'}
        </p>
        <FieldError id="review-consent" error={problems.consent} />
      </div>
      {values.consent ? (
        <TextField
          id="review-consent-how"
          label="How they agreed"
          hint="Like “Email of 3 October” or “Asked by phone, 12 Nov”."
          maxLength={200}
          value={values.consentHow}
          error={problems.consentHow}
          onChange={(consentHow) => set({ consentHow })}
        />
      ) : null}
    </fieldset>
  )
}

/** The pages that show the review: chosen pages, and a project's own page. */
function WhereItShows({ firebase, values, problems, set }: Props) {
  const [jobs, setJobs] = useState<{ slug: string; title: string }[] | null>(null)
  useEffect(() => {
    let live = true
    // Without the list the review keeps its project; the choice is only narrower.
    projects.list(firebase).then(
      (list) =>
        live && setJobs(list.items.map(({ doc }) => ({ slug: doc.slug, title: doc.title }))),
      () => live && setJobs([]),
    )
    return () => {
      live = false
    }
  }, [firebase])
  const options = [...(jobs ?? [])]
  if (values.project && !options.some((job) => job.slug === values.project))
    options.push({ slug: values.project, title: values.project })
  return (
    <fieldset
      className="mt-6 rounded-xl border border-stone-300 p-3"
      aria-describedby={describedBy('review-placements', { error: problems.placements })}
    >
      <legend className="px-1 font-semibold">Where it shows</legend>
      {TESTIMONIAL_PLACEMENTS.map((placement) => (
        <label key={placement} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={values.placements.includes(placement)}
            onChange={(e) =>
              set({
                placements: e.target.checked
                  ? [...values.placements, placement]
                  : values.placements.filter((p) => p !== placement),
              })
            }
          />
          {PLACEMENT_LABELS[placement]}
        </label>
      ))}
      <ChoiceField
        id="review-project"
        label="A project’s page"
        value={values.project}
        error={problems.project}
        options={[
          { value: '', label: jobs ? 'None' : 'None (loading the projects…)' },
          ...options.map((job) => ({ value: job.slug, label: job.title })),
        ]}
        onChange={(project) => set({ project })}
      />
      <FieldError id="review-placements" error={problems.placements} />
    </fieldset>
  )
}

export function ReviewPreview({ values, stored }: PreviewProps<TestimonialDocument, ReviewValues>) {
  if (!values.city)
    return (
      <PreviewSection note="Choose the client’s city to see the review as the site shows it.">
        {null}
      </PreviewSection>
    )
  const doc = reviewDocument(values, stored?.doc ?? null, 'draft', easternToday())
  const entry = {
    ...doc,
    id: 'preview',
    sample: stored?.doc.sample ?? false,
  } as SnapshotTestimonial
  return (
    <PreviewSection note="As the pages chosen show it (a sample shows no source or date).">
      <TestimonialList
        id="review-preview"
        eyebrow="Client review"
        title="In their words"
        testimonials={[testimonialView(entry)]}
      />
    </PreviewSection>
  )
}
