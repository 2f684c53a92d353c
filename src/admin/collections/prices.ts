// The estimator's price list (settings/prices): only its ranges are edited; everything else of
// the list stays as stored.
import { type PricesSettings, pricesSchema } from '../../content/schema/prices'
import { type Problems, schemaProblems } from '../content/formProblems'
import { PRICES, SETTINGS_IDS } from '../content/kinds'
import { prices as pricesStore } from '../content/stores'
import { PRICES_PATH } from '../paths'
import type { Collection } from './collection'
import { PricesFields } from './PricesFields'

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

export interface PricesValues {
  ranges: RangeValues[]
}

const toValues = (doc: PricesSettings | null): PricesValues => ({
  ranges: doc ? rangeValues(doc) : [],
})

const money = (n: number) => `$${n.toLocaleString('en-US')}`

export const prices: Collection<PricesSettings, PricesValues> = {
  name: 'prices',
  kind: PRICES,
  store: pricesStore,
  singleton: SETTINGS_IDS.prices,
  publishing: 'save',
  labels: {
    noun: 'prices',
    plural: true,
    heading: () => 'Prices',
    intro:
      'The estimator’s ballpark ranges, in whole dollars: the low end, then the high end. A save asks for a build, which puts them in the estimator and its tables.',
    fields: { ranges: 'Ranges' },
  },
  toValues,
  toDoc: (values, { stored }) => {
    if (!stored) return { problems: { ranges: 'There is no price list to edit yet.' } }
    const problems = pricesProblems(stored, values.ranges)
    return Object.keys(problems).length
      ? { problems }
      : { doc: pricesDocument(stored, values.ranges) }
  },
  Fields: PricesFields,
  isLive: () => true,
  whereLive: () => 'in the estimator and its tables',
  editPath: () => PRICES_PATH,
  title: () => 'Prices',
  summary: (doc) =>
    rangeValues(doc)
      .slice(0, 3)
      .map((r) => `${r.label} ${money(Number(r.low))}–${money(Number(r.high))}`)
      .join('; '),
  // The ranges whose ends differ, by their labels.
  differs: (mine, theirs) =>
    theirs.ranges
      .filter((range) => {
        const own = mine.ranges.find((r) => r.path === range.path)
        return !own || own.low !== range.low || own.high !== range.high
      })
      .map((range) => range.label),
  fieldOf: () => 'ranges',
}
