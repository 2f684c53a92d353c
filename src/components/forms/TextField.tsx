import type { HTMLInputAutoCompleteAttribute } from 'react'

interface TextFieldProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  type?: 'text' | 'email' | 'tel'
  autoComplete: HTMLInputAutoCompleteAttribute
  maxLength: number
  required?: boolean
  /** The browser's own check, for when the app is not there to check. */
  pattern?: string
  rows?: number
  inputRef?: (element: HTMLElement | null) => void
}

const CONTROL =
  'w-full rounded-lg border bg-white px-4 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600 focus-visible:ring-offset-2'

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  maxLength,
  required = false,
  pattern,
  rows,
  inputRef,
}: TextFieldProps) {
  const errorId = `${id}-error`
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    autoComplete,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${CONTROL} ${error ? 'border-red-700' : 'border-forest-300'} ${rows ? 'py-3' : 'min-h-12'}`,
  }
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-forest-950">
        {label}
        {required ? null : <span className="font-normal text-stone-600"> (optional)</span>}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          pattern={pattern}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
