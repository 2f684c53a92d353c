import { useCallback } from 'react'
import type { PricesSettings } from '../../content/schema/prices'
import { describedBy, FieldError, INPUT_CLASS } from '../Field'
import type { DeskFirebase } from '../firebase'
import { ContentFormFrame } from './ContentFormFrame'
import { SETTINGS_IDS } from './kinds'
import { pricesDocument, pricesProblems, type RangeValues, rangeValues } from './pricesForm'
import { prices } from './stores'
import { useContentForm } from './useContentForm'

interface PricesValues {
  ranges: RangeValues[]
}

const toValues = (doc: PricesSettings | null): PricesValues => ({
  ranges: doc ? rangeValues(doc) : [],
})

const check = (values: PricesValues, stored: PricesSettings | null) => {
  if (!stored) return { problems: { ranges: 'There is no price list to edit yet.' } }
  const problems = pricesProblems(stored, values.ranges)
  return Object.keys(problems).length
    ? { problems }
    : { doc: pricesDocument(stored, values.ranges) }
}

/** The ranges whose ends differ, by their labels. */
const rangesThatDiffer = (mine: PricesValues, theirs: PricesValues) =>
  theirs.ranges
    .filter((range) => {
      const own = mine.ranges.find((r) => r.path === range.path)
      return !own || own.low !== range.low || own.high !== range.high
    })
    .map((range) => range.label)

/** The estimator's ranges (settings/prices), at /admin/prices/. */
export function PricesForm({ firebase }: { firebase: DeskFirebase }) {
  const stableToValues = useCallback(toValues, [])
  const form = useContentForm(firebase, {
    store: prices,
    id: SETTINGS_IDS.prices,
    toValues: stableToValues,
    check,
  })
  const { values, problems } = form
  const update = (i: number, change: Partial<RangeValues>) =>
    form.setValues({
      ranges: values.ranges.map((r, j) => (i === j ? { ...r, ...change } : r)),
    })
  return (
    <ContentFormFrame
      title="Prices"
      noun="prices"
      intro={
        <p>
          The estimator’s ballpark ranges, in whole dollars: the low end, then the high end. The
          estimator and its tables show them after the next build.
        </p>
      }
      form={form}
      differs={rangesThatDiffer}
      toValues={stableToValues}
    >
      <FieldError id="prices-ranges" error={problems.ranges} />
      {values.ranges.length === 0 && form.stored ? <p className="mt-4">No ranges.</p> : null}
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
                    inputMode="numeric"
                    pattern="[0-9]*"
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
    </ContentFormFrame>
  )
}
