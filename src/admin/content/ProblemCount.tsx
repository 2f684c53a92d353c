import type { Problems } from './formProblems'

/** The form's refusal beside its buttons: each problem itself is shown beside its field. */
export function ProblemCount({ problems }: { problems: Problems }) {
  const count = Object.keys(problems).length
  if (count === 0) return null
  return (
    <p role="alert" className="mt-2 font-medium text-red-800">
      Not saved: {count === 1 ? 'one field needs' : `${count} fields need`} attention (marked
      above).
    </p>
  )
}
