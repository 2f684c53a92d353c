import type { PricesSettings } from '../../content/schema/prices'
import { describedBy, FieldError, INPUT_CLASS } from '../Field'
import type { FieldsProps } from './collection'
import type { PricesValues, RangeValues } from './prices'

export function PricesFields({
  values,
  problems,
  set,
  stored,
}: FieldsProps<PricesSettings, PricesValues>) {
  const update = (i: number, change: Partial<RangeValues>) =>
    set({ ranges: values.ranges.map((r, j) => (i === j ? { ...r, ...change } : r)) })
  return (
    <>
      <FieldError id="prices-ranges" error={problems.ranges} />
      {values.ranges.length === 0 && stored ? <p className="mt-4">No ranges.</p> : null}
      {values.ranges.map((range, i) => {
        const id = `prices-${i}`
        const error = problems[range.path]
        return (
          <fieldset
            key={range.path}
            className="mt-4 rounded-xl border border-stone-300 p-3"
            aria-describedby={describedBy(id, { error })}
          >
            <legend className="px-1 font-semibold">{range.label}</legend>
            <div className="grid grid-cols-2 gap-3">
              {(['low', 'high'] as const).map((end) => (
                <div key={end}>
                  <label htmlFor={`${id}-${end}`} className="block font-medium">
                    {end === 'low' ? 'Low ($)' : 'High ($)'}
                  </label>
                  <input
                    id={`${id}-${end}`}
                    inputMode={range.cents ? 'decimal' : 'numeric'}
                    required
                    value={range[end]}
                    onChange={(e) => update(i, { [end]: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy(id, { error })}
                    className={INPUT_CLASS}
                  />
                </div>
              ))}
            </div>
            <FieldError id={id} error={error} />
          </fieldset>
        )
      })}
    </>
  )
}
