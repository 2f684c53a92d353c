import type { ReactNode, Ref } from 'react'

/** Enabled in the pre-rendered page (the HTML form works alone); disabled while sending. */
export function SubmitButton({
  busy,
  disabled,
  buttonRef,
  children,
}: {
  busy: boolean
  disabled: boolean
  buttonRef?: Ref<HTMLButtonElement>
  children: ReactNode
}) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      disabled={disabled}
      data-busy={busy || undefined}
      className="min-h-12 rounded-full bg-ember-700 px-6 text-sm font-semibold text-white hover:bg-ember-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-ember-400 focus-visible:ring-offset-2 data-[busy]:cursor-wait data-[busy]:bg-ember-800"
    >
      {children}
    </button>
  )
}
