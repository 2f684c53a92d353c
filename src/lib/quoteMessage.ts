// Sent by the app, written by the inbox for a post without it, so both paths store the same record.
import { answerLabel, QUOTE_BUDGETS, QUOTE_PROJECTS, QUOTE_TIMINGS } from '../content/pages/quote'
import { estimate, formatRange, normalizeChoice } from './estimate'
import { hasContent } from './submissions'

export function quoteMessage(fields: Record<string, string | undefined>): string {
  const lines = ['Quote request']
  const project = answerLabel(QUOTE_PROJECTS, fields.project)
  if (project) lines.push(`Project: ${project}`)
  const budget = answerLabel(QUOTE_BUDGETS, fields.budget)
  if (budget) lines.push(`Budget: ${budget}`)
  const timing = answerLabel(QUOTE_TIMINGS, fields.timing)
  if (timing) lines.push(`Timing: ${timing}`)
  if (fields.estimate_project) {
    const choice = normalizeChoice({
      type: fields.estimate_project,
      size: fields.estimate_size,
      material: fields.estimate_material,
      option: fields.estimate_option,
    })
    const priced = choice ? estimate(choice) : null
    if (priced) lines.push(`Estimate: ${priced.summary}, ${formatRange(priced.low, priced.high)}`)
  }
  if (fields.details) lines.push('', fields.details)
  return lines.join('\n')
}

export function withQuoteMessage(body: Record<string, unknown>): Record<string, unknown> {
  const isQuote = typeof body.project === 'string' && body.project !== ''
  // A message of invisible characters only is no message: the quote's own is written instead.
  if (!isQuote || (typeof body.message === 'string' && hasContent(body.message))) return body
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined)
  return {
    ...body,
    message: quoteMessage({
      project: text(body.project),
      budget: text(body.budget),
      timing: text(body.timing),
      details: text(body.details),
      estimate_project: text(body.estimate_project),
      estimate_size: text(body.estimate_size),
      estimate_material: text(body.estimate_material),
      estimate_option: text(body.estimate_option),
    }),
  }
}
