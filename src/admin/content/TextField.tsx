import type { InputHTMLAttributes } from 'react'
import { controlProps, Field } from '../Field'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>

/** A labelled input of a content form, its problem (if any) beside it. */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: InputProps & {
  id: string
  label: string
  hint?: string
  error?: string | undefined
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input {...controlProps(id, value, onChange, { hint, error })} {...input} />
    </Field>
  )
}
