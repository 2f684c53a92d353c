// The estimator's price list (settings/prices): only its ranges are edited; everything else of
// the list stays as stored.
import { PRICE_MAX, type PricesSettings, pricesSchema } from '../../content/schema/prices'
import { dollarsText, moneyText, parseMoney } from '../../lib/money'
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
  /** A price per unit (a square foot) has cents. */
  cents: boolean
}

type Range = [number, number]

export function rangeValues(doc: PricesSettings): RangeValues[] {
  const ranges: RangeValues[] = []
  const add = (path: string, label: string, [low, high]: Range, cents = false) => {
    ranges.push({ path, label, low: moneyText(low), high: moneyText(high), cents })
  }
  for (const [p, project] of doc.projects.entries()) {
    if (project.kind === 'sized') {
      for (const [i, m] of project.materials.entries())
        add(
          `projects.${p}.materials.${i}.perUnit`,
          `${project.label} · ${m.label} (per ${project.size.unit})`,
          m.perUnit,
          true,
        )
      add(`projects.${p}.fixed`, `${project.label} · every job`, project.fixed)
    } else
      for (const [i, o] of project.options.entries())
        add(`projects.${p}.options.${i}.price`, `${project.label} · ${o.label}`, o.price)
  }
  return ranges
}

const parsed = (range: RangeValues, end: 'low' | 'high') =>
  parseMoney(range[end], { cents: range.cents, max: PRICE_MAX })
const dollars = (range: RangeValues, end: 'low' | 'high') => {
  const money = parsed(range, end)
  return 'value' in money && money.value !== null ? money.value : Number.NaN
}

export function pricesDocument(stored: PricesSettings, ranges: RangeValues[]): PricesSettings {
  const doc = structuredClone(stored)
  for (const range of ranges) {
    const keys = range.path.split('.')
    const last = keys.pop() as string
    let target: Record<string, unknown> = doc as unknown as Record<string, unknown>
    for (const key of keys) target = target[key] as Record<string, unknown>
    target[last] = [dollars(range, 'low'), dollars(range, 'high')]
  }
  return doc
}

export function pricesProblems(stored: PricesSettings, ranges: RangeValues[]): Problems {
  const problems: Problems = {}
  for (const range of ranges) {
    const ends = (['low', 'high'] as const).map((end) => ({ end, money: parsed(range, end) }))
    const wrong = ends.find(({ money }) => 'error' in money || money.value === null)
    if (wrong)
      problems[range.path] =
        'error' in wrong.money
          ? `The ${wrong.end} end: ${wrong.money.error}`
          : `Give the ${wrong.end} end, ${range.cents ? 'like 9.50' : 'in whole dollars, like 12,500'}.`
    else if (dollars(range, 'low') > dollars(range, 'high'))
      problems[range.path] = 'The low end is above the high end.'
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
      'The estimator’s ballpark ranges: the low end, then the high end, in whole dollars (12,500 or $12,500), or with cents for a price per unit (9.50). A save asks for a build, which puts them in the estimator and its tables.',
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
      .map((r) => `${r.label} ${dollarsText(Number(r.low))}–${dollarsText(Number(r.high))}`)
      .join('; '),
  // The ranges whose ends differ, by their labels.
  differs: (mine, theirs) =>
    theirs.ranges
      .filter((range) => {
        const own = mine.ranges.find((r) => r.path === range.path)
        return (
          !own ||
          dollars(own, 'low') !== dollars(range, 'low') ||
          dollars(own, 'high') !== dollars(range, 'high')
        )
      })
      .map((range) => range.label),
  fieldOf: () => 'ranges',
}
