import type { V3 } from './camera'
import { addRgb, mix, multiply, type RGB, toHex } from './color'

export interface PointLight {
  pos: V3
  color: string
  intensity: number
  /** Distance in metres at which the light has fallen to half. */
  range: number
}

export interface Lighting {
  /** Unit vector pointing toward the sun (or moon). */
  sun: V3
  sunColor: string
  sunK: number
  /** Sky light: reaches every face, more so the ones facing up. */
  ambient: string
  ambK: number
  points?: PointLight[]
  /** Aerial perspective: colours fade toward `color` with distance. */
  fog?: { color: string; start: number; end: number; max: number }
}

const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

export function normalize(v: V3): V3 {
  const l = Math.hypot(v[0], v[1], v[2]) || 1
  return [v[0] / l, v[1] / l, v[2] / l]
}

/** Lambert shading of a face with a sun, a sky and warm point lights (fires, fixtures). */
export function shade(base: string, normal: V3, at: V3, L: Lighting): string {
  // Faces turned down still get light bounced off the ground, so they darken less.
  const sky = L.ambK * (normal[1] >= 0 ? 0.72 + 0.28 * normal[1] : 0.72 + 0.12 * normal[1])
  let c: RGB = multiply(base, L.ambient, sky)
  const lam = Math.max(0, dot(normal, L.sun))
  c = addRgb(c, multiply(base, L.sunColor, L.sunK * lam))
  for (const p of L.points ?? []) {
    const d: V3 = [p.pos[0] - at[0], p.pos[1] - at[1], p.pos[2] - at[2]]
    const dist = Math.hypot(d[0], d[1], d[2]) || 1
    const facing = Math.max(0, dot(normal, [d[0] / dist, d[1] / dist, d[2] / dist]))
    const fall = p.intensity / (1 + (dist / p.range) ** 2)
    c = addRgb(c, multiply(base, p.color, fall * (0.25 + 0.75 * facing)))
  }
  return toHex(c)
}

/** How much of the fog colour covers something at `distance` metres (0..max). */
export function fogAmount(L: Lighting, distance: number): number {
  const f = L.fog
  if (!f) return 0
  const t = Math.max(0, Math.min(1, (distance - f.start) / (f.end - f.start)))
  return t * f.max
}

export function fogged(L: Lighting, color: string, distance: number): string {
  const t = fogAmount(L, distance)
  return t > 0 && L.fog ? mix(color, L.fog.color, t) : color
}
