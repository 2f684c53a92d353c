import { CITY_IDS } from '../../content/serviceAreas/types'
import { controlProps, Field } from '../Field'

/** A city's name from its id: every service area's id is its name in lowercase words. */
export const cityName = (id: string) =>
  id.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`,
  )

export const CITY_CHOICES = [
  { value: '', label: 'Choose a city' },
  ...CITY_IDS.map((city) => ({ value: city, label: cityName(city) })),
]

/** A labelled select of a content form, its problem (if any) beside it. */
export function ChoiceField({
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
      <select {...controlProps(id, value, onChange, { hint, error })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
