import { FormResult } from '../../components/forms/FormResult'
import { HiddenField } from '../../components/forms/HiddenField'
import { Honeypot } from '../../components/forms/Honeypot'
import { PageField } from '../../components/forms/PageField'
import { SubmitButton } from '../../components/forms/SubmitButton'
import { quotePage as copy } from '../../content/pages/quote'
import { QUOTE_SUBJECT } from '../../content/subjects'
import { formatRange } from '../../lib/estimate'
import { leadEndpoints } from '../../lib/leadEndpoints'
import { StepFields } from './QuoteSteps'
import { QUOTE_FORM_ID, useQuoteForm } from './useQuoteForm'

const SECONDARY =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-forest-800 px-6 text-sm font-semibold text-forest-900 hover:bg-forest-50'

// Pre-rendered: one long form the browser posts; guided step by step once reached for.
export function QuoteForm() {
  const form = useQuoteForm()
  const { values, errors, step, guided } = form
  const steps = copy.steps
  const shown = (index: number) => !guided || index === step
  const last = !guided || step === steps.length - 1
  return (
    <form
      ref={form.formRef}
      data-form={QUOTE_FORM_ID}
      data-ready={form.enhanced || undefined}
      data-guided={guided || undefined}
      method="post"
      action={leadEndpoints.contact}
      noValidate={form.enhanced}
      aria-busy={form.submitting}
      onSubmit={form.onSubmit}
      onChangeCapture={(event) => form.engage(event.target)}
      className="relative grid gap-8"
    >
      <HiddenField name="subject" value={QUOTE_SUBJECT} />
      {/* Always there, so that turning guided moves nothing. */}
      <p data-step-count="" className="text-sm font-semibold text-ember-700" aria-live="polite">
        {guided
          ? `Step ${step + 1} of ${steps.length}: ${steps[step]?.title ?? ''}`
          : `${steps.length} short steps`}
      </p>
      {form.priced ? (
        <p className="rounded-2xl bg-sand px-4 py-3 text-sm text-forest-950">
          <span className="font-semibold">{copy.fromEstimate}:</span> {form.priced.summary},{' '}
          {formatRange(form.priced.low, form.priced.high)}
        </p>
      ) : null}

      {steps.map((info, index) => (
        <fieldset
          key={info.id}
          data-step={index}
          ref={guided && index === step ? form.stepRef : undefined}
          hidden={!shown(index)}
          className="grid min-w-0 gap-6"
        >
          {/* The legend names the step; its heading takes a new step's focus. Floated, it is laid
              out as the grid's first item, not in the fieldset's border. */}
          <legend className="float-left">
            <h2
              data-step-title=""
              tabIndex={-1}
              className="text-2xl font-semibold focus:outline-none"
            >
              {info.title}
            </h2>
          </legend>
          <StepFields index={index} values={values} errors={errors} set={form.set} />
        </fieldset>
      ))}

      <Honeypot formId={QUOTE_FORM_ID} />
      <PageField />
      <div className="flex flex-wrap gap-3">
        {guided && step > 0 ? (
          <button type="button" onClick={form.back} className={SECONDARY}>
            {copy.back}
          </button>
        ) : null}
        <SubmitButton busy={form.submitting} disabled={form.submitting} buttonRef={form.buttonRef}>
          {form.submitting ? 'Sending...' : last ? copy.submit : copy.next}
        </SubmitButton>
      </div>
      <FormResult
        status={form.status}
        message={form.message}
        flow="contact"
        fallback={form.fallback}
      />
    </form>
  )
}
