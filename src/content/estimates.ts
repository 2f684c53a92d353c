// Installed prices in the Triangle, design and labour included; every figure is a sample until
// the business confirms its own (`npm run check:launch`).
import pricesSnapshot from '../../snapshots/settings-prices.json' with { type: 'json' }
import type { ProjectType } from './quoteAnswers'
import type { Samples } from './samples'
import type { PricesSettings } from './schema/prices'

export type { ProjectType }

export interface Material {
  id: string
  label: string
  perUnit: readonly [number, number]
}

export interface Option {
  id: string
  label: string
  detail: string
  price: readonly [number, number]
}

interface Common {
  type: ProjectType
  label: string
  included: readonly string[]
  movesPrice: readonly string[]
}

// Priced by size times a material, plus a fixed part (site preparation, controls).
export interface SizedProject extends Common {
  kind: 'sized'
  size: { label: string; unit: string; choices: readonly number[]; default: number }
  materialLabel: string
  materials: readonly Material[]
  fixed: readonly [number, number]
}

export interface OptionProject extends Common {
  kind: 'options'
  optionLabel: string
  options: readonly Option[]
}

export type ProjectPricing = SizedProject | OptionProject

// Bundled with the estimator and the quote, which compute ranges in the browser:
// docs/decisions/0020-content-snapshots.md
const prices = pricesSnapshot as PricesSettings

export const estimateProjects: readonly ProjectPricing[] = prices.projects

export function projectPricing(type: string): ProjectPricing | undefined {
  return estimateProjects.find((project) => project.type === type)
}

export const samples: Samples = (prices.sample ? estimateProjects : []).map((project) => ({
  name: `Estimator prices: ${project.label}`,
  why: 'Sample price ranges written for the template: replace with the business’s own installed prices',
}))
