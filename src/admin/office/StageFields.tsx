import { LEAD_STATUSES } from '../../lib/leadRecord'
import { controlProps, Field, INPUT_CLASS } from '../Field'
import { STATUS_LABEL } from './leadView'
import { hasQuote, LOST_REASONS, OTHER_REASON, type StageErrors, type StageValues } from './stages'

const MONEY_HINT = 'Whole dollars; “$25,000” is fine.'

/** The status, and what its stage carries: the quoted amount, the job's value, why it was lost. */
export function StageFields({
  values,
  errors,
  onChange,
}: {
  values: StageValues
  errors: StageErrors
  onChange: (values: StageValues) => void
}) {
  const set = (key: keyof StageValues) => (value: string) => onChange({ ...values, [key]: value })
  return (
    <>
      <Field id="lead-status-edit" label="Status">
        <select
          {...controlProps('lead-status-edit', values.status, set('status'), {})}
          className={INPUT_CLASS}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </Field>
      {hasQuote(values.status) ? (
        <Field
          id="lead-quoted"
          label="Quoted amount (whole dollars)"
          hint={MONEY_HINT}
          error={errors.quotedAmount}
        >
          <input
            inputMode="numeric"
            {...controlProps('lead-quoted', values.quotedAmount, set('quotedAmount'), {
              hint: MONEY_HINT,
              error: errors.quotedAmount,
            })}
          />
        </Field>
      ) : null}
      {values.status === 'won' ? (
        <Field
          id="lead-value"
          label="Job value (whole dollars)"
          hint="What the job is worth, for “What brings work”."
          error={errors.value}
        >
          <input
            inputMode="numeric"
            {...controlProps('lead-value', values.value, set('value'), {
              hint: 'yes',
              error: errors.value,
            })}
          />
        </Field>
      ) : null}
      {values.status === 'lost' ? (
        <>
          <Field id="lead-lost" label="Why it was lost">
            <select {...controlProps('lead-lost', values.lostReason, set('lostReason'), {})}>
              <option value="">Not said</option>
              {[...LOST_REASONS, OTHER_REASON].map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </Field>
          <Field id="lead-lost-detail" label="In your words (optional)">
            <input
              maxLength={150}
              {...controlProps('lead-lost-detail', values.lostDetail, set('lostDetail'), {})}
            />
          </Field>
        </>
      ) : null}
    </>
  )
}
