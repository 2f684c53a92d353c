/**
 * The ballpark estimator's prices (/estimate/), defined once in the desk (settings/prices): the interactive estimator, its
 * pre-rendered table of ranges and the quote request's summary all read them here. Installed
 * prices in the Triangle, design and labour included; the same figures the blog's cost guides
 * quote where they overlap. EVERY FIGURE IS SAMPLE CONTENT until the business confirms its own
 * prices (`npm run check:launch` lists them).
 */
import pricesSnapshot from '../../snapshots/settings-prices.json' with { type: 'json' }
import type { ProjectType } from './quoteAnswers'
import type { Samples } from './samples'
import type { PricesSettings } from './schema/prices'

export type { ProjectType }

/** A choice whose price is per unit of size (per square foot, per fixture). */
export interface Material {
  id: string
  label: string
  /** Installed price per unit, low and high. */
  perUnit: readonly [number, number]
}

/** A choice with a price of its own (a kitchen tier, a fire feature). */
export interface Option {
  id: string
  label: string
  /** What it usually includes, in a phrase. */
  detail: string
  price: readonly [number, number]
}

interface Common {
  type: ProjectType
  label: string
  /** What a ballpark for this project covers. */
  included: readonly string[]
  /** What moves a real price up or down from the range. */
  movesPrice: readonly string[]
}

/** Priced by size times a material, plus a fixed part (site preparation, controls). */
export interface SizedProject extends Common {
  kind: 'sized'
  size: { label: string; unit: string; choices: readonly number[]; default: number }
  materialLabel: string
  materials: readonly Material[]
  /** A part of every job whatever its size, low and high. */
  fixed: readonly [number, number]
}

/** Priced by a choice among set options. */
export interface OptionProject extends Common {
  kind: 'options'
  optionLabel: string
  options: readonly Option[]
}

export type ProjectPricing = SizedProject | OptionProject

/**
 * The desk's settings/prices document, through its snapshot (validated there and by
 * ./schema/snapshots.test.ts; docs/decisions/0020-content-snapshots.md). Bundled with the
 * estimator and the quote, which compute ranges in the browser.
 */
const prices = pricesSnapshot as PricesSettings

export const estimateProjects: readonly ProjectPricing[] = prices.projects

export function projectPricing(type: string): ProjectPricing | undefined {
  return estimateProjects.find((project) => project.type === type)
}

/** Every price and its fixed parts are samples; listed once for the module. */
export const samples: Samples = (prices.sample ? estimateProjects : []).map((project) => ({
  name: `Estimator prices: ${project.label}`,
  why: 'Sample price ranges written for the template: replace with the business’s own installed prices',
}))
