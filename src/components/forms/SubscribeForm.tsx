import { Link } from 'react-router-dom'

export interface SubscribeFormProps {
  /**
   * Which sign-up this is: 'footer-subscribe', 'home-signup', 'landing-signup' or
   * 'blog-newsletter'. Keeps ids unique on a page and names the form for tests (data-form).
   */
  formId: string
  tone?: 'light' | 'dark'
  placeholder?: string
  buttonLabel?: string
  /** Which consent line to show under the field. */
  consent?: 'privacy' | 'terms'
}

/**
 * Newsletter sign-up: one email field and the consent line.
 * (Markup only for now; the forms issue gives it its behaviour.)
 */
export function SubscribeForm({
  formId,
  tone = 'light',
  placeholder = 'you@example.com',
  buttonLabel = 'Subscribe',
  consent = 'privacy',
}: SubscribeFormProps) {
  const dark = tone === 'dark'
  const inputId = `${formId}-email`
  return (
    <form className="mt-5 space-y-3" data-form={formId}>
      <label
        htmlFor={inputId}
        className={`block text-sm font-medium ${dark ? 'text-white' : 'text-forest-950'}`}
      >
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={placeholder}
          className="min-h-12 w-full flex-1 rounded-full border border-forest-300 bg-white px-5 text-ink placeholder:text-stone-500"
        />
        <button
          type="submit"
          className="min-h-12 rounded-full bg-ember-700 px-6 text-sm font-semibold text-white hover:bg-ember-800"
        >
          {buttonLabel}
        </button>
      </div>
      {consent === 'terms' ? (
        <p className={`text-xs ${dark ? 'text-forest-200' : 'text-stone-600'}`}>
          By clicking Get Info, you agree to our{' '}
          <Link to="/terms-and-conditions/" className="underline">
            Terms and Conditions
          </Link>
          .
        </p>
      ) : (
        <p className={`text-xs ${dark ? 'text-forest-200' : 'text-stone-600'}`}>
          By subscribing you agree to our{' '}
          <Link to="/privacy-policy/" className="underline">
            Privacy Policy
          </Link>{' '}
          and consent to receive updates from our company.
        </p>
      )}
    </form>
  )
}
