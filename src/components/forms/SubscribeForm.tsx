import { Link } from 'react-router-dom'
import { leadEndpoints } from '../../lib/leadEndpoints'
import { EMAIL_PATTERN } from '../../lib/submissions'
import { FormResult } from './FormResult'
import { Honeypot } from './Honeypot'
import { PageField } from './PageField'
import { SubmitButton } from './SubmitButton'
import { useSubscribeForm } from './useSubscribeForm'
import { LIMITS } from './validation'

export interface SubscribeFormProps {
  formId: string
  tone?: 'light' | 'dark'
  placeholder?: string
  buttonLabel?: string
  consent?: 'privacy' | 'terms'
}

export function SubscribeForm({
  formId,
  tone = 'light',
  placeholder = 'you@example.com',
  buttonLabel = 'Subscribe',
  consent = 'privacy',
}: SubscribeFormProps) {
  const form = useSubscribeForm(formId)
  const dark = tone === 'dark'
  const inputId = `${formId}-email`
  const errorId = `${inputId}-error`
  const muted = dark ? 'text-forest-200' : 'text-stone-600'
  return (
    <form
      ref={form.formRef}
      className="relative mt-5 space-y-3"
      data-form={formId}
      data-ready={form.enhanced || undefined}
      method="post"
      action={leadEndpoints.newsletter}
      noValidate={form.enhanced}
      aria-busy={form.submitting}
      onSubmit={form.onSubmit}
    >
      <label
        htmlFor={inputId}
        className={`block text-sm font-medium ${dark ? 'text-white' : 'text-forest-950'}`}
      >
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={form.inputRef}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          pattern={EMAIL_PATTERN}
          placeholder={placeholder}
          value={form.email}
          onChange={(event) => form.onChange(event.target.value)}
          disabled={form.submitting}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={form.error ? errorId : undefined}
          className={`min-h-12 w-full flex-1 rounded-full border bg-white px-5 text-ink placeholder:text-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-ember-400 disabled:bg-stone-100 ${form.error ? 'border-red-700' : 'border-forest-300'}`}
        />
        <SubmitButton busy={form.submitting} disabled={form.submitting}>
          {form.submitting ? 'Subscribing...' : buttonLabel}
        </SubmitButton>
      </div>
      {form.error ? (
        <p id={errorId} className={`text-sm ${dark ? 'text-red-300' : 'text-red-700'}`}>
          {form.error}
        </p>
      ) : null}
      <Honeypot formId={formId} />
      <PageField />
      {consent === 'terms' ? (
        <p className={`text-xs ${muted}`}>
          By clicking Get Info, you agree to our{' '}
          <Link to="/terms-and-conditions/" className="underline">
            Terms and Conditions
          </Link>
          .
        </p>
      ) : (
        <p className={`text-xs ${muted}`}>
          By subscribing you agree to our{' '}
          <Link to="/privacy-policy/" className="underline">
            Privacy Policy
          </Link>{' '}
          and consent to receive updates from our company.
        </p>
      )}
      <FormResult
        status={form.status}
        message={form.message}
        flow="subscribe"
        tone={tone}
        fallback={form.fallback}
      />
    </form>
  )
}
