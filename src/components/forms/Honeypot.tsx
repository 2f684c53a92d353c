// Off-screen (bots skip hidden inputs), out of tab order and the accessibility tree; read from the
// DOM so a script's value counts too.
import { memo } from 'react'
import { HONEYPOT_FIELD } from '../../lib/submissions'

export const HONEYPOT_NAME = HONEYPOT_FIELD

// Memoised for the reason HiddenField gives.
export const Honeypot = memo(function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_NAME}`
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
})

export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_NAME)
  return field instanceof HTMLInputElement ? field.value : ''
}
