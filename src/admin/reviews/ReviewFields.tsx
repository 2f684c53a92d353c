import { SERVICE_SLUGS } from '../../content/schema/common'
import { TESTIMONIAL_LIMITS } from '../../content/schema/testimonials'
import { SERVICE_NAMES } from '../../content/serviceNames'
import { ChoiceField, CITY_CHOICES } from '../content/ChoiceField'
import type { Problems } from '../content/formProblems'
import { TextField } from '../content/TextField'
import { TextAreaField } from '../projects/TextAreaField'
import type { ReviewValues } from './reviewForm'

export interface FieldsProps {
  values: ReviewValues
  problems: Problems
  set: (change: Partial<ReviewValues>) => void
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
