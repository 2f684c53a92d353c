import { memo } from 'react'

/**
 * A fixed hidden field. Memoised: React writes an input's `name` and `type` again each time it
 * renders it, so a form's re-render (a quote step change) would rewrite fields that never change.
 */
export const HiddenField = memo(function HiddenField({
  name,
  value,
}: {
  name: string
  value: string
}) {
  return <input type="hidden" name={name} value={value} />
})
