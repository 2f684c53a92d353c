// A range rounded outward to $500: never more precise than it is.
import {
  estimateProjects,
  type ProjectPricing,
  type ProjectType,
  projectPricing,
} from '../content/estimates'

export interface EstimateChoice {
  type: ProjectType
  size?: number
  material?: string
  option?: string
}

export interface Estimate {
  choice: EstimateChoice
  low: number
  high: number
  summary: string
}

const STEP = 500
// In cents, so that 100 × $1.10 is 110, not 110.00000000000001 (a step above at a boundary).
export const unitTotal = (size: number, perUnit: number) => Math.round(size * perUnit * 100) / 100

/** Digits grouped by hand, not Intl: the same on the server and every browser. */
export function formatDollars(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}

export function formatRange(low: number, high: number): string {
  return `${formatDollars(low)} – ${formatDollars(high)}`
}

export function defaultChoice(project: ProjectPricing): EstimateChoice {
  return project.kind === 'sized'
    ? { type: project.type, size: project.size.default, material: project.materials[0]?.id ?? '' }
    : { type: project.type, option: project.options[0]?.id ?? '' }
}

export function normalizeChoice(input: Record<string, string | undefined>): EstimateChoice | null {
  const project = projectPricing(input.type ?? '')
  if (!project) return null
  const fallback = defaultChoice(project)
  if (project.kind === 'options') {
    const option = project.options.some((o) => o.id === input.option) ? input.option : undefined
    return { type: project.type, option: option ?? fallback.option ?? '' }
  }
  const size = Number(input.size)
  const material = project.materials.some((m) => m.id === input.material)
    ? input.material
    : undefined
  return {
    type: project.type,
    size: project.size.choices.includes(size) ? size : project.size.default,
    material: material ?? fallback.material ?? '',
  }
}

export function estimate(choice: EstimateChoice): Estimate | null {
  const project = projectPricing(choice.type)
  if (!project) return null
  if (project.kind === 'options') {
    const option = project.options.find((o) => o.id === choice.option)
    if (!option) return null
    return {
      choice,
      low: Math.floor(option.price[0] / STEP) * STEP,
      high: Math.ceil(option.price[1] / STEP) * STEP,
      summary: `${project.label}, ${option.label}`,
    }
  }
  const material = project.materials.find((m) => m.id === choice.material)
  const size = choice.size ?? project.size.default
  if (!material) return null
  return {
    choice,
    low: Math.floor((unitTotal(size, material.perUnit[0]) + project.fixed[0]) / STEP) * STEP,
    high: Math.ceil((unitTotal(size, material.perUnit[1]) + project.fixed[1]) / STEP) * STEP,
    summary: `${project.label}, ${size} ${project.size.unit}, ${material.label}`,
  }
}

export function estimateFields(result: Estimate): Record<string, string> {
  const { choice } = result
  return {
    estimate_project: choice.type,
    ...(choice.size !== undefined ? { estimate_size: String(choice.size) } : {}),
    ...(choice.material ? { estimate_material: choice.material } : {}),
    ...(choice.option ? { estimate_option: choice.option } : {}),
    estimate_low: String(result.low),
    estimate_high: String(result.high),
  }
}

export function allRanges(): { project: ProjectPricing; rows: Estimate[] }[] {
  return estimateProjects.map((project) => {
    const choices: EstimateChoice[] =
      project.kind === 'options'
        ? project.options.map((option) => ({ type: project.type, option: option.id }))
        : project.materials.flatMap((material) =>
            project.size.choices.map((size) => ({
              type: project.type,
              size,
              material: material.id,
            })),
          )
    return {
      project,
      rows: choices.map(estimate).filter((row): row is Estimate => row !== null),
    }
  })
}
