import { memo } from 'react'
import { TextField } from '../../components/forms/TextField'
import { LIMITS } from '../../components/forms/validation'
import { ChoiceGroup } from '../../components/ui/ChoiceGroup'
import {
  quotePage as copy,
  QUOTE_BUDGETS,
  QUOTE_PROJECTS,
  QUOTE_TIMINGS,
} from '../../content/pages/quote'
import { EMAIL_PATTERN } from '../../lib/submissions'
import { type QuoteErrors, type QuoteField, type QuoteValues, STEP_FIELDS } from './useQuoteForm'

/** One setter per answer, the same functions for the form's whole life. */
export type QuoteSetters = Readonly<Record<QuoteField, (value: string) => void>>

interface StepProps {
  index: number
  values: QuoteValues
  errors: QuoteErrors
  set: QuoteSetters
}

/** A step renders again only when its own answers or errors change, not every radio card. */
function sameStep(before: StepProps, after: StepProps): boolean {
  return (
    before.index === after.index &&
    before.set === after.set &&
    (STEP_FIELDS[before.index] ?? []).every(
      (field) =>
        before.values[field] === after.values[field] &&
        before.errors[field] === after.errors[field],
    )
  )
}

export const StepFields = memo(function StepFields({ index, values, errors, set }: StepProps) {
  const fields = STEP_FIELDS[index] ?? []
  if (fields.includes('project'))
    return (
      <>
        <ChoiceGroup
          name="project"
          legend={copy.fields.project}
          idPrefix="quote-project"
          columns={3}
          items={QUOTE_PROJECTS}
          value={values.project}
          onChange={set.project}
          required
          error={errors.project}
        />
        <TextField
          id="quote-details"
          name="details"
          label={copy.fields.details}
          value={values.details}
          onChange={set.details}
          error={errors.details}
          autoComplete="off"
          maxLength={LIMITS.message}
          rows={5}
        />
        <p className="-mt-4 text-sm text-stone-600">{copy.fields.detailsHint}</p>
      </>
    )
  if (fields.includes('budget'))
    return (
      <>
        <ChoiceGroup
          name="budget"
          legend={copy.fields.budget}
          idPrefix="quote-budget"
          columns={3}
          items={QUOTE_BUDGETS}
          value={values.budget}
          onChange={set.budget}
        />
        <ChoiceGroup
          name="timing"
          legend={copy.fields.timing}
          idPrefix="quote-timing"
          columns={3}
          items={QUOTE_TIMINGS}
          value={values.timing}
          onChange={set.timing}
        />
      </>
    )
  if (fields.includes('name'))
    return (
      <div className="grid gap-4 sm:max-w-xl">
        <TextField
          id="quote-name"
          name="name"
          label="Name"
          value={values.name}
          onChange={set.name}
          error={errors.name}
          autoComplete="name"
          maxLength={LIMITS.name}
          required
        />
        <TextField
          id="quote-email"
          name="email"
          type="email"
          label="Email"
          value={values.email}
          onChange={set.email}
          error={errors.email}
          autoComplete="email"
          maxLength={LIMITS.email}
          pattern={EMAIL_PATTERN}
          required
        />
        <TextField
          id="quote-phone"
          name="phone"
          type="tel"
          label="Phone"
          value={values.phone}
          onChange={set.phone}
          error={errors.phone}
          autoComplete="tel"
          maxLength={LIMITS.phone}
        />
      </div>
    )
  return null
}, sameStep)
