import type { ChangeEvent, ReactNode } from 'react'

/** Inputs of the desk: full width, 16 px text (no zoom on a phone), a clear focus ring. */
export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-base text-stone-900 focus:border-forest-800 focus:outline-2 focus:outline-offset-1 focus:outline-forest-800 aria-[invalid=true]:border-red-700'

export const BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-800 disabled:opacity-60'
export const PRIMARY_BUTTON = `${BUTTON_CLASS} bg-forest-800 text-white hover:bg-forest-900`
export const SECONDARY_BUTTON = `${BUTTON_CLASS} border border-forest-800 bg-white text-forest-900 hover:bg-forest-50`
export const DANGER_BUTTON = `${BUTTON_CLASS} border border-red-700 bg-white text-red-800 hover:bg-red-50`

export function describedBy(
  id: string,
  parts: { hint?: unknown; warning?: unknown; error?: unknown },
): string | undefined {
  const ids = [
    parts.hint ? `${id}-hint` : '',
    parts.warning ? `${id}-warning` : '',
    parts.error ? `${id}-error` : '',
  ].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

export function controlProps(
  id: string,
  value: string,
  onChange: (value: string) => void,
  parts: { hint?: string; error?: string | undefined },
) {
  return {
    id,
    value,
    onChange: (e: ChangeEvent<{ value: string }>) => onChange(e.target.value),
    'aria-invalid': parts.error ? true : undefined,
    'aria-describedby': describedBy(id, parts),
    className: INPUT_CLASS,
  }
}

interface FieldProps {
  id: string
  label: string
  hint?: string | undefined
  warning?: string | undefined
  error?: string | undefined
  children: ReactNode
}

export function Field({ id, label, hint, warning, error, children }: FieldProps) {
  return (
    <div className="mt-5">
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {children}
      {warning ? (
        <p id={`${id}-warning`} className="mt-1 text-sm font-medium text-ember-800">
          {warning}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  )
}

/** An input's error, beside it (`{id}-error`, for its aria-describedby). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null
}
