import { controlProps, Field } from '../Field'

/** A labelled textarea with its hint, its problem (if any) beside it. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  rows,
  maxLength,
  onChange,
}: {
  id: string
  label: string
  hint: string
  error?: string | undefined
  value: string
  rows: number
  maxLength?: number
  onChange: (value: string) => void
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        rows={rows}
        maxLength={maxLength}
        {...controlProps(id, value, onChange, { hint, error })}
      />
    </Field>
  )
}
