import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { afterPaint } from '../../app/lifecycle'
import { clearDraft, loadDraft, saveDraftSoon } from '../../components/forms/draft'
import { typedBeforeHydration } from '../../components/forms/earlyInput'
import { type Fallback, fallback } from '../../components/forms/fallback'
import { useSubmission } from '../../components/forms/useSubmission'
import {
  emailError,
  LIMITS,
  MESSAGES,
  phoneError,
  requiredError,
} from '../../components/forms/validation'
import { quotePage } from '../../content/pages/quote'
import { QUOTE_PROJECT_IDS } from '../../content/quoteAnswers'
import { QUOTE_SUBJECT } from '../../content/subjects'
import { type Estimate, estimate, estimateFields, normalizeChoice } from '../../lib/estimate'
import { leadEndpoints } from '../../lib/leadEndpoints'
import { quoteMessage } from '../../lib/quoteMessage'
import { QUOTE_FORM_ID } from './formId'
import type { QuoteSetters } from './QuoteSteps'

export { QUOTE_FORM_ID }

export const CONTACT_SUCCESS = 'Message sent successfully!'
const failure = (reason: string) => `Error submitting form: ${reason}`

export type QuoteField = 'project' | 'details' | 'budget' | 'timing' | 'name' | 'email' | 'phone'
export type QuoteValues = Record<QuoteField, string>
const EMPTY: QuoteValues = {
  project: '',
  details: '',
  budget: '',
  timing: '',
  name: '',
  email: '',
  phone: '',
}
const FIELDS = Object.keys(EMPTY) as QuoteField[]
export type QuoteErrors = Partial<Record<QuoteField, string>>
const NO_ERRORS: QuoteErrors = {}
// What FormResult is given until a send fails: the mailto link is only built for a failure.
const NO_FALLBACK: Fallback = fallback('', '')

export const STEP_FIELDS: readonly (readonly QuoteField[])[] = [
  ['project', 'details'],
  ['budget', 'timing'],
  ['name', 'email', 'phone'],
]
const LAST_STEP = STEP_FIELDS.length - 1

function check(values: QuoteValues, step: number): QuoteErrors {
  const errors: QuoteErrors = {}
  const fields = STEP_FIELDS[step] ?? []
  if (fields.includes('project') && !QUOTE_PROJECT_IDS.some((id) => id === values.project))
    errors.project = quotePage.errors.project
  if (fields.includes('details') && values.details.trim().length > LIMITS.message)
    errors.details = MESSAGES.tooLong(LIMITS.message)
  if (fields.includes('name'))
    errors.name = requiredError(values.name.trim(), MESSAGES.nameMissing, LIMITS.name)
  if (fields.includes('email')) errors.email = emailError(values.email.trim())
  if (fields.includes('phone')) errors.phone = phoneError(values.phone.trim())
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error))
}

/** No errors, without a new object (and a render) when there were none. */
const clearErrors = (current: QuoteErrors): QuoteErrors =>
  Object.values(current).some(Boolean) ? NO_ERRORS : current

/**
 * Focuses a new step's heading, scrolling only when it or the step count above it is out of view
 * below the fixed header; the scroll puts the count, not the heading, under the header.
 */
function focusInView(title: HTMLElement): void {
  title.focus({ preventScroll: true })
  const count = title.closest('form')?.querySelector<HTMLElement>('[data-step-count]') ?? title
  const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
  const top = count.getBoundingClientRect().top
  const bottom = title.getBoundingClientRect().bottom
  if (top < (header || 0) || bottom > window.innerHeight) count.scrollIntoView({ block: 'start' })
}

function stepOf(element: Element): number | null {
  const index = element.closest('[data-step]')?.getAttribute('data-step')
  return index == null ? null : Math.min(Math.max(Number(index) || 0, 0), LAST_STEP)
}

export function useQuoteForm() {
  const { search } = useLocation()
  const [values, setValues] = useState<QuoteValues>(EMPTY)
  const [errors, setErrors] = useState<QuoteErrors>(NO_ERRORS)
  const [step, setStep] = useState(0)
  // Guided once the visitor reaches for the form (or answers are restored); until then the whole
  // form shows as pre-rendered, so the app's arrival moves nothing.
  const [guided, setGuided] = useState(false)
  const [priced, setPriced] = useState<Estimate | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const stepRef = useRef<HTMLFieldSetElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const focusStep = useRef(false)
  const submission = useSubmission(QUOTE_FORM_ID, buttonRef)

  // After mount: the draft, what was typed before the app, and an estimate named by the URL.
  useEffect(() => {
    const draft = loadDraft(QUOTE_FORM_ID) ?? {}
    const typed: Partial<QuoteValues> = typedBeforeHydration(formRef.current, FIELDS)
    const params = Object.fromEntries(new URLSearchParams(search))
    const choice = params.type ? normalizeChoice(params) : null
    const fromEstimate = choice ? estimate(choice) : null
    const restored: Partial<QuoteValues> = {}
    for (const field of FIELDS) {
      const value = typed[field] || draft[field]
      if (value) restored[field] = value
    }
    if (fromEstimate) restored.project ||= fromEstimate.choice.type
    const draftEstimate = draft.estimate ? normalizeChoice(JSON.parse(draft.estimate)) : null
    setPriced(fromEstimate ?? (draftEstimate ? estimate(draftEstimate) : null))
    if (Object.keys(restored).length) setValues({ ...EMPTY, ...restored })
    if (fromEstimate || draft.step !== undefined) {
      setGuided(true)
      setStep(Math.min(Math.max(Number(draft.step) || 0, 0), LAST_STEP))
    } else if (Object.keys(typed).length) {
      // Answered before the app arrived: guided from where they are.
      const active = document.activeElement
      const here = active && formRef.current?.contains(active) ? stepOf(active) : null
      const first = STEP_FIELDS.findIndex((fields) => fields.some((field) => typed[field]))
      setGuided(true)
      setStep(here ?? Math.max(first, 0))
    }
  }, [search])

  // Keep the draft: answers, the step and the estimate (written after the paint).
  useEffect(() => {
    if (!guided) return
    saveDraftSoon(QUOTE_FORM_ID, {
      ...values,
      step: String(step),
      ...(priced ? { estimate: JSON.stringify(priced.choice) } : {}),
    })
  }, [values, step, priced, guided])

  // A new step takes focus to its heading, so keyboard and screen-reader users follow along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!focusStep.current) return
    focusStep.current = false
    const title = stepRef.current?.querySelector<HTMLElement>('[data-step-title]')
    // After the paint: moving focus lays the form out, the largest part of a change.
    if (title) afterPaint().then(() => focusInView(title))
  }, [step])

  const set = useMemo(
    () =>
      Object.fromEntries(
        FIELDS.map((field) => [
          field,
          (value: string) => {
            setValues((current) => ({ ...current, [field]: value }))
            setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
          },
        ]),
      ) as QuoteSetters,
    [],
  )

  // Guided from the first answer, not on pointerdown or focus: hiding steps then would move the
  // control under the pointer before the click lands.
  const engage = (target: EventTarget) => {
    if (guided || submission.submitting || !(target instanceof Element)) return
    setGuided(true)
    setStep(stepOf(target) ?? 0)
  }

  /** Shows the first step up to `last` with a problem and focuses its field, in one update. */
  const firstProblem = (last: number): number | null => {
    for (let at = 0; at <= last; at++) {
      const found = check(values, at)
      const first = STEP_FIELDS[at]?.find((field) => found[field])
      if (!first) continue
      setErrors(found)
      const field = formRef.current?.querySelector<HTMLElement>(
        `[name="${first}"]:not([type="hidden"])`,
      )
      // As a new step's heading: the field is then shown, and read with its error.
      if (field) afterPaint().then(() => field.focus())
      return at
    }
    setErrors(clearErrors)
    return null
  }

  const back = () => {
    setErrors(clearErrors)
    focusStep.current = true
    setStep((current) => Math.max(current - 1, 0))
  }

  const payload = (): Record<string, string> => {
    const clean = Object.fromEntries(
      FIELDS.map((field) => [field, values[field].trim()]),
    ) as QuoteValues
    const answers = {
      subject: QUOTE_SUBJECT,
      project: clean.project,
      details: clean.details,
      budget: clean.budget,
      timing: clean.timing,
      ...(priced ? estimateFields(priced) : {}),
    }
    return {
      name: clean.name,
      email: clean.email,
      phone: clean.phone,
      ...answers,
      message: quoteMessage(answers),
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.submitting) return
    // The whole form at once (not guided yet) is checked step by step, first problem first.
    const problem = firstProblem(guided ? step : LAST_STEP)
    if (problem !== null) {
      if (guided) setStep(problem)
      return
    }
    if (guided && step < LAST_STEP) {
      focusStep.current = true
      setStep((current) => Math.min(current + 1, LAST_STEP))
      return
    }
    void submission.submit(formRef.current, {
      url: leadEndpoints.contact,
      body: payload(),
      successMessage: CONTACT_SUCCESS,
      failureMessage: failure,
      onSuccess: () => clearDraft(QUOTE_FORM_ID),
    })
  }

  const failed = submission.status === 'error'
  // biome-ignore lint/correctness/useExhaustiveDependencies: payload() reads values and priced.
  const failureFallback = useMemo(() => {
    if (!failed) return NO_FALLBACK
    const summary = payload()
    return fallback(
      `Quote request${summary.name ? ` from ${summary.name}` : ''}`,
      `${summary.message}\n\nName: ${summary.name}\nEmail: ${summary.email}${summary.phone ? `\nPhone: ${summary.phone}` : ''}`,
    )
  }, [failed, values, priced])
  return {
    values,
    errors,
    step,
    guided,
    priced,
    set,
    engage,
    back,
    onSubmit,
    formRef,
    stepRef,
    buttonRef,
    fallback: failureFallback,
    ...submission,
  }
}
