import { memo } from 'react'
import { estimateProjects, type ProjectPricing, projectPricing } from '../../content/estimates'
import type { estimatePage } from '../../content/pages/estimate'
import { type EstimateChoice, estimate, formatRange } from '../../lib/estimate'

const FIRST = estimateProjects[0] as ProjectPricing

/** The estimator's range for a choice, what it includes and what moves it, and its send button. */
export const EstimateResult = memo(function EstimateResult({
  choice,
  copy,
}: {
  choice: EstimateChoice
  copy: typeof estimatePage.estimator
}) {
  const project = projectPricing(choice.type) ?? FIRST
  const result = estimate(choice)
  return (
    <div className="self-start rounded-3xl bg-forest-900 p-6 text-white sm:p-8">
      <p id="estimate-range-label" className="text-sm font-semibold tracking-widest uppercase">
        {copy.rangeLabel}
      </p>
      <output
        aria-labelledby="estimate-range-label"
        aria-live="polite"
        className="mt-2 block font-display text-4xl font-semibold text-ember-300"
      >
        {result ? formatRange(result.low, result.high) : ''}
      </output>
      <p className="mt-2 text-forest-100">{result?.summary}</p>
      <p className="mt-4 text-sm text-forest-100">{copy.ballpark}</p>
      <noscript>
        <p className="mt-3 text-sm text-forest-100">{copy.noScript}</p>
      </noscript>
      <h3 className="mt-6 font-sans text-base font-semibold text-white">{copy.included}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-forest-100">
        {project.included.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="mt-5 font-sans text-base font-semibold text-white">{copy.moves}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-forest-100">
        {project.movesPrice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="submit"
        className="mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-ember-700 px-6 text-sm font-semibold text-white hover:bg-ember-800"
      >
        {copy.send}
      </button>
    </div>
  )
})
