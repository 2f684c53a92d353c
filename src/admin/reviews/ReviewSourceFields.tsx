import { ChoiceField } from '../content/ChoiceField'
import { TextField } from '../content/TextField'
import { FieldError } from '../Field'
import type { FieldsProps } from './ReviewFields'
import { REVIEW_SOURCES } from './reviewForm'

/**
 * Where the review came from, when, and the client's consent: what makes it honest to show
 * (../../content/schema/testimonials.ts). A sample, invented for the template, need not have them.
 */
export function ReviewSourceFields({
  values,
  problems,
  set,
  sample,
}: FieldsProps & { sample: boolean }) {
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
