// A range is [low, high] in whole dollars, or in cents per unit (decisions 0020, 0050).
import { z } from 'zod'
import { PROJECT_TYPES } from '../quoteAnswers'
import { text } from './common'

export const PRICE_MAX = 10_000_000
const dollars = z.int().min(0).max(PRICE_MAX)
const cents = z
  .number()
  .min(0)
  .max(PRICE_MAX)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two digits of cents')

const range = (end: typeof dollars | typeof cents) =>
  z.tuple([end, end]).refine(([low, high]) => low <= high, 'the low end is not above the high end')
export const priceRange = range(dollars)
export const unitPriceRange = range(cents)

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
const lines = z.array(text(200)).min(1).max(8)

const common = {
  type: z.enum(PROJECT_TYPES),
  label: text(60),
  included: lines,
  movesPrice: lines,
}

export const sizedPricing = z.strictObject({
  ...common,
  kind: z.literal('sized'),
  size: z
    .strictObject({
      label: text(40),
      unit: text(20),
      choices: z.array(z.int().positive()).min(1).max(10),
      default: z.int().positive(),
    })
    .refine((size) => size.choices.includes(size.default), {
      message: 'the default size is one of the choices',
      path: ['default'],
    }),
  materialLabel: text(40),
  materials: z
    .array(z.strictObject({ id, label: text(80), perUnit: unitPriceRange }))
    .min(1)
    .max(8),
  fixed: priceRange,
})

export const optionPricing = z.strictObject({
  ...common,
  kind: z.literal('options'),
  optionLabel: text(40),
  options: z
    .array(z.strictObject({ id, label: text(80), detail: text(200), price: priceRange }))
    .min(1)
    .max(8),
})

export const projectPricing = z.discriminatedUnion('kind', [sizedPricing, optionPricing])

export const pricesSchema = z
  .strictObject({
    projects: z.array(projectPricing).min(1).max(PROJECT_TYPES.length),
    sample: z.boolean(),
  })
  .refine((prices) => new Set(prices.projects.map((p) => p.type)).size === prices.projects.length, {
    message: 'each project type is priced once',
    path: ['projects'],
  })

export type PricesSettings = z.infer<typeof pricesSchema>
export type ProjectPricingEntry = z.infer<typeof projectPricing>
