/**
 * The ballpark estimator's prices (/estimate/), defined once: the interactive estimator, its
 * pre-rendered table of ranges and the quote request's summary all read them here. Installed
 * prices in the Triangle, design and labour included; the same figures the blog's cost guides
 * quote where they overlap. EVERY FIGURE IS SAMPLE CONTENT until the business confirms its own
 * prices (`npm run check:launch` lists them).
 */
import type { ProjectType } from './quoteAnswers'
import type { Samples } from './samples'

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

export const estimateProjects: readonly ProjectPricing[] = [
  {
    type: 'patio',
    kind: 'sized',
    label: 'Patio',
    size: { label: 'Size', unit: 'sq ft', choices: [150, 250, 400, 600, 800], default: 400 },
    materialLabel: 'Surface',
    materials: [
      { id: 'concrete', label: 'Broom-finished concrete', perUnit: [9, 14] },
      { id: 'pavers', label: 'Concrete pavers', perUnit: [20, 32] },
      { id: 'stone', label: 'Natural stone', perUnit: [30, 45] },
    ],
    fixed: [1500, 3000],
    included: [
      'Design and a written scope',
      'Excavation and a compacted stone base for Carolina clay',
      'Edging, drainage grading and clean-up',
    ],
    movesPrice: [
      'Slopes that need steps or a retaining wall',
      'Access for machines (a narrow side yard means more hand work)',
      'Seat walls, borders and patterns',
    ],
  },
  {
    type: 'deck',
    kind: 'sized',
    label: 'Deck',
    size: { label: 'Size', unit: 'sq ft', choices: [150, 250, 350, 500], default: 250 },
    materialLabel: 'Decking',
    materials: [
      { id: 'pressure-treated', label: 'Pressure-treated pine', perUnit: [35, 50] },
      { id: 'composite', label: 'Composite', perUnit: [55, 80] },
      { id: 'hardwood', label: 'Tropical hardwood', perUnit: [70, 100] },
    ],
    fixed: [1000, 2500],
    included: [
      'Design, permit drawings and inspections',
      'Footings, framing and railings',
      'One set of stairs to the yard',
    ],
    movesPrice: [
      'Height above the ground and the number of stairs',
      'Railing style (cable and glass cost more than wood)',
      'Built-in benches, planters and lighting',
    ],
  },
  {
    type: 'kitchen',
    kind: 'options',
    label: 'Outdoor kitchen',
    optionLabel: 'Kind of kitchen',
    options: [
      {
        id: 'grill-island',
        label: 'Grill island',
        detail: 'Built-in grill, storage doors, stone or stucco finish, granite top',
        price: [8000, 18000],
      },
      {
        id: 'mid-range',
        label: 'Mid-range kitchen',
        detail: 'Grill, side burner, refrigerator, sink, prep counters, lighting',
        price: [20000, 45000],
      },
      {
        id: 'full',
        label: 'Full outdoor kitchen',
        detail: 'Pizza oven or smoker, bar seating, roof or pergola, heaters, premium appliances',
        price: [55000, 95000],
      },
    ],
    included: [
      'Design and a written scope',
      'Masonry, counters and the appliances named',
      'Gas, water and power runs, under permit',
    ],
    movesPrice: [
      'Appliance brands and how many',
      'Distance to the gas line and the electrical panel',
      'A roof or pergola over the cooking area',
    ],
  },
  {
    type: 'fire',
    kind: 'options',
    label: 'Fire pit or fireplace',
    optionLabel: 'Kind of fire feature',
    options: [
      {
        id: 'wood-pit',
        label: 'Wood-burning fire pit',
        detail: 'Stone or block ring with a steel liner, on a small pad',
        price: [3000, 6000],
      },
      {
        id: 'gas-pit',
        label: 'Gas fire pit',
        detail: 'Burner, ignition and gas line, with a stone surround',
        price: [5000, 11000],
      },
      {
        id: 'fireplace',
        label: 'Outdoor fireplace',
        detail: 'Masonry fireplace with a chimney, wood or gas',
        price: [15000, 35000],
      },
    ],
    included: [
      'Design and placement clear of trees and the house',
      'Footing or pad, masonry and liner',
      'Gas line and permit where there is gas',
    ],
    movesPrice: [
      'Distance to the gas line',
      'Stone choice and seat walls around the fire',
      'Chimney height for a fireplace',
    ],
  },
  {
    type: 'pergola',
    kind: 'sized',
    label: 'Pergola',
    size: { label: 'Size', unit: 'sq ft', choices: [100, 160, 240, 320], default: 160 },
    materialLabel: 'Build',
    materials: [
      { id: 'cedar', label: 'Cedar', perUnit: [45, 70] },
      { id: 'aluminum', label: 'Aluminum', perUnit: [55, 85] },
      { id: 'louvered', label: 'Louvered aluminum roof', perUnit: [110, 160] },
    ],
    fixed: [1500, 3000],
    included: [
      'Design, footings and the structure',
      'Permit drawings where a permit is needed',
      'Finish or powder coat',
    ],
    movesPrice: [
      'Attaching to the house instead of standing free',
      'Lighting, fans and electrical',
      'Privacy screens and shade fabric',
    ],
  },
  {
    type: 'lighting',
    kind: 'sized',
    label: 'Landscape lighting',
    size: { label: 'Number of lights', unit: 'lights', choices: [8, 15, 25, 40], default: 15 },
    materialLabel: 'Fixtures',
    materials: [
      { id: 'standard', label: 'Brass or bronze LED', perUnit: [250, 350] },
      { id: 'premium', label: 'Premium LED with app control', perUnit: [350, 500] },
    ],
    fixed: [800, 1500],
    included: [
      'Lighting design walk at dusk',
      'Fixtures, low-voltage cable and a transformer with a timer',
      'Aiming and a follow-up adjustment',
    ],
    movesPrice: [
      'Tree uplights high in the canopy',
      'Long cable runs across hardscape',
      'Lights set into walls and steps',
    ],
  },
]

export function projectPricing(type: string): ProjectPricing | undefined {
  return estimateProjects.find((project) => project.type === type)
}

/** Every price and its fixed parts are samples; listed once for the module. */
export const samples: Samples = estimateProjects.map((project) => ({
  name: `Estimator prices: ${project.label}`,
  why: 'Sample price ranges written for the template: replace with the business’s own installed prices',
}))
