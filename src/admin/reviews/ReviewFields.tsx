import { SERVICE_SLUGS } from '../../content/schema/common'
import { TESTIMONIAL_LIMITS } from '../../content/schema/testimonials'
import { CITY_IDS } from '../../content/serviceAreas/types'
import { SERVICE_NAMES } from '../../content/serviceNames'
import type { Problems } from '../content/formProblems'
import { TextField } from '../content/TextField'
import { describedBy, Field, INPUT_CLASS } from '../Field'
import { cityName } from '../projects/ProjectEditor'
import { TextAreaField } from '../projects/TextAreaField'
import type { ReviewValues } from './reviewForm'

export interface FieldsProps {
  values: ReviewValues
  problems: Problems
  set: (change: Partial<ReviewValues>) => void
}

/** A select of the form, its problem beside it. */
function Choice({
  id,
  label,
  hint,
  value,
  error,
  options,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  value: string
  error?: string | undefined
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={INPUT_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** The client's words and who they are: the quote, a first name and initial, the city, the job. */
export function ReviewFields({ values, problems, set }: FieldsProps) {
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
      <Choice
        id="review-city"
        label="City"
        value={values.city}
        error={problems.city}
        options={[
          { value: '', label: 'Choose a city' },
          ...CITY_IDS.map((city) => ({ value: city, label: cityName(city) })),
        ]}
        onChange={(city) => set({ city: city as ReviewValues['city'] })}
      />
      <Choice
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

export { Choice }
