import { Link } from 'react-router-dom'

interface SubscribeFormProps {
  /** Keeps ids unique when several sign-up forms share a page. */
  idPrefix: string
  tone?: 'light' | 'dark'
}

/** Newsletter sign-up: one email field and the consent line. */
export function SubscribeForm({ idPrefix, tone = 'light' }: SubscribeFormProps) {
  const dark = tone === 'dark'
  const inputId = `${idPrefix}-email`
  return (
    <form className="mt-5 space-y-3" noValidate={false}>
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
          placeholder="you@example.com"
          className="min-h-12 w-full flex-1 rounded-full border border-forest-300 bg-white px-5 text-ink placeholder:text-stone-500"
        />
        <button
          type="submit"
          className="min-h-12 rounded-full bg-ember-700 px-6 text-sm font-semibold text-white hover:bg-ember-800"
        >
          Subscribe
        </button>
      </div>
      <p className={`text-xs ${dark ? 'text-forest-200' : 'text-stone-600'}`}>
        By subscribing you agree to our{' '}
        <Link to="/privacy-policy/" className="underline">
          Privacy Policy
        </Link>{' '}
        and consent to receive updates from our company.
      </p>
    </form>
  )
}
