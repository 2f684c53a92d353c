// Only the estimator's ranges are edited; everything else of the price list stays as stored.
import { type PricesSettings, pricesSchema } from '../../content/schema/prices'
import { type Problems, schemaProblems } from './formProblems'

export interface RangeValues {
  path: string
  label: string
  low: string
  high: string
}

type Range = [number, number]

export function rangeValues(doc: PricesSettings): RangeValues[] {
  const ranges: RangeValues[] = []
  const add = (path: string, label: string, [low, high]: Range) => {
    ranges.push({ path, label, low: String(low), high: String(high) })
  }
  for (const [p, project] of doc.projects.entries()) {
    if (project.kind === 'sized') {
      for (const [i, m] of project.materials.entries())
        add(
          `projects.${p}.materials.${i}.perUnit`,
          `${project.label} · ${m.label} (per ${project.size.unit})`,
          m.perUnit,
        )
      add(`projects.${p}.fixed`, `${project.label} · every job`, project.fixed)
    } else
      for (const [i, o] of project.options.entries())
        add(`projects.${p}.options.${i}.price`, `${project.label} · ${o.label}`, o.price)
  }
  return ranges
}

const dollars = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

export function pricesDocument(stored: PricesSettings, ranges: RangeValues[]): PricesSettings {
  const doc = structuredClone(stored)
  for (const range of ranges) {
    const keys = range.path.split('.')
    const last = keys.pop() as string
    let target: Record<string, unknown> = doc as unknown as Record<string, unknown>
    for (const key of keys) target = target[key] as Record<string, unknown>
    target[last] = [dollars(range.low), dollars(range.high)]
  }
  return doc
}

export function pricesProblems(stored: PricesSettings, ranges: RangeValues[]): Problems {
  const problems: Problems = {}
  for (const range of ranges) {
    const [low, high] = [dollars(range.low), dollars(range.high)]
    if (Number.isNaN(low) || Number.isNaN(high))
      problems[range.path] = 'Both ends in whole dollars, digits only.'
    else if (low > high) problems[range.path] = 'The low end is above the high end.'
  }
  if (Object.keys(problems).length > 0) return problems
  return schemaProblems(pricesSchema, pricesDocument(stored, ranges))
}
