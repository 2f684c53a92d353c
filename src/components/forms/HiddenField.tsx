import { memo } from 'react'

/**
 * A fixed hidden field. Memoised: React writes an input's `name` and `type` again on every
 * render, and each write re-runs the page's `:has()` rules that read inputs' types.
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
