import type { FormStatus } from '../../store/forms'
import type { Fallback } from './fallback'

interface FormResultProps {
  status: FormStatus
  message: string
  /** Which flow's colour rule applies (docs/product.md, "Forms and their messages"). */
  flow: 'subscribe' | 'contact'
  tone?: 'light' | 'dark'
  fallback: Fallback
}

// Both live regions are always in the page: one appearing with its text is often not announced.
export function FormResult({ status, message, flow, tone = 'light', fallback }: FormResultProps) {
  const dark = tone === 'dark'
  // By the text (docs/product.md): subscribe is red when it says "failed", contact "Error".
  const failed = flow === 'subscribe' ? message.includes('failed') : message.includes('Error')
  const colour = failed
    ? flow === 'contact'
      ? 'rounded-lg bg-red-50 px-4 py-3 text-red-800'
      : dark
        ? 'text-red-300'
        : 'text-red-700'
    : dark
      ? 'text-green-300'
      : 'text-green-800'
  const text = message ? <p className={`text-sm font-medium ${colour}`}>{message}</p> : null

  return (
    <>
      <div role="status">{status === 'success' ? text : null}</div>
      <div role="alert">
        {status === 'error' ? (
          <div className={`space-y-2 ${colour}`}>
            <p className="text-sm font-medium">{message}</p>
            <p className="text-sm">
              You can also call us at{' '}
              <a href={fallback.telHref} className="font-semibold underline">
                {fallback.phone}
              </a>{' '}
              or email{' '}
              <a href={fallback.mailtoHref} className="font-semibold underline">
                {fallback.email}
              </a>
              {flow === 'contact' ? ' (the email is filled in with your message).' : '.'}
            </p>
          </div>
        ) : null}
      </div>
    </>
  )
}
