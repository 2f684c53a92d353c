import { useEffect, useRef } from 'react'
import type { Problems } from './formProblems'

/**
 * The form's refusal beside its buttons: each problem itself is shown beside its field, and the
 * first such field takes the focus (on a phone it can be screens above the button pressed).
 */
export function ProblemCount({ problems }: { problems: Problems }) {
  const count = Object.keys(problems).length
  const alert = useRef<HTMLParagraphElement>(null)
  // Each refusal is a new problems object: the focus moves again, even to the same field.
  useEffect(() => {
    if (!Object.keys(problems).length) return
    alert.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [problems])
  if (count === 0) return null
  return (
    <p ref={alert} role="alert" className="mt-2 font-medium text-red-800">
      Not saved: {count === 1 ? 'one field needs' : `${count} fields need`} attention (marked
      above).
    </p>
  )
}
