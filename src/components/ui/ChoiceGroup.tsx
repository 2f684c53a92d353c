import type { ReactNode } from 'react'

export interface ChoiceItem {
  id: string
  label: string
  detail?: string
}

interface ChoiceGroupProps {
  name: string
  legend: ReactNode
  items: readonly ChoiceItem[]
  /** Controlled by the app; undefined for a plain HTML form (then `defaultValue` applies). */
  value?: string | undefined
  defaultValue?: string
  onChange?: (id: string) => void
  required?: boolean
  error?: string | undefined
  idPrefix: string
  columns?: 2 | 3
}

/** One answer among radio cards: radios work without the app and with the keyboard. */
export function ChoiceGroup({
  name,
  legend,
  items,
  value,
  defaultValue,
  onChange,
  required = false,
  error,
  idPrefix,
  columns = 2,
}: ChoiceGroupProps) {
  const errorId = `${idPrefix}-error`
  const grid = columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="text-base font-semibold text-forest-950">{legend}</legend>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className={`mt-3 grid gap-3 ${grid}`}>
        {items.map((item) => {
          const id = `${idPrefix}-${item.id}`
          const control =
            value === undefined
              ? { defaultChecked: defaultValue === item.id }
              : { checked: value === item.id, onChange: () => onChange?.(item.id) }
          return (
            <label
              key={item.id}
              htmlFor={id}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border border-forest-200 bg-white px-4 py-3 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest-600"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={item.id}
                required={required}
                className="mt-1 size-4 shrink-0 accent-forest-700"
                {...control}
              />
              <span>
                <span className="block font-medium text-forest-950">{item.label}</span>
                {item.detail ? (
                  <span className="mt-0.5 block text-sm text-stone-600">{item.detail}</span>
                ) : null}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
