import type { Art } from './art'
import type { Camera, V3 } from './camera'
import { fogAmount, fogged, type Lighting, normalize, shade } from './light'
import { type Attrs, type Pt, path, polyD } from './svg'

export type Tone = (color: string) => string
/** Draws at screen point p with s pixels per metre. */
export type Sprite = (p: Pt, s: number, tone: Tone) => string
export type Item = { layer: number; depth: number; svg: string; after: string }
export type FaceOptions = {
  layer?: number
  cull?: boolean
  /** No lighting: glass, glowing things, pre-shaded art. */
  flat?: boolean
  depthBias?: number
  /** Default: only faces under 5 m². */
  points?: boolean
  /** Default on, except for overlays. */
  seam?: boolean
  /** Computed from the winding when omitted. */
  normal?: V3
  attrs?: Attrs
}

export const GROUND = 0
export const WORLD = 1
export const OVERLAY = 2

// Painter's algorithm: items render far to near inside their layer; objects are kept small
// (posts, boards, blocks) so centroid order holds.
export class Scene {
  readonly items: Item[] = []

  constructor(
    readonly art: Art,
    readonly cam: Camera,
    readonly light: Lighting,
  ) {}

  add(svg: string, depth: number, layer = WORLD): Item {
    const item = { layer, depth, svg, after: '' }
    this.items.push(item)
    return item
  }

  project(p: V3): Pt {
    return this.cam.project(p)
  }

  scale(p: V3): number {
    return this.cam.scale(p)
  }

  fog(p: V3): number {
    return fogAmount(this.light, this.cam.distance(p))
  }

  tone(color: string, p: V3): string {
    return fogged(this.light, color, this.cam.distance(p))
  }

  lit(color: string, normal: V3, at: V3, points = true): string {
    const light = points ? this.light : { ...this.light, points: [] }
    return fogged(this.light, shade(color, normal, at, light), this.cam.distance(at))
  }

  face(pts: readonly V3[], color: string, o: FaceOptions = {}): Item | null {
    const c = centroid(pts)
    const nrm = o.normal ?? normalOf(pts)
    if (o.cull !== false) {
      const e = this.cam.eye
      const toEye: V3 = [e[0] - c[0], e[1] - c[1], e[2] - c[2]]
      if (nrm[0] * toEye[0] + nrm[1] * toEye[1] + nrm[2] * toEye[2] <= 0) return null
    }
    // Point lights shade small faces only: on a wall or a patio one colour would carry a fire's
    // warmth to the far edge; light pools and glows paint that warmth locally instead.
    const points = o.points ?? area(pts) < 5
    const fill = o.flat
      ? fogged(this.light, color, this.cam.distance(c))
      : this.lit(color, nrm, c, points)
    const screen = this.cam.polygon(pts)
    if (screen.length < 3) return null
    // A hairline stroke in the fill colour hides anti-aliasing seams between neighbouring faces.
    const seam = o.layer === OVERLAY || o.seam === false ? {} : { stroke: fill }
    const svg = path(polyD(screen), fill, { ...seam, ...o.attrs })
    return this.add(svg, this.cam.distance(c) + (o.depthBias ?? 0), o.layer ?? WORLD)
  }

  // Right after its face: windows, doors, board seams.
  decal(on: Item | null, pts: readonly V3[], color: string, o: FaceOptions = {}): void {
    if (!on) return
    const c = centroid(pts)
    const fill = o.flat
      ? fogged(this.light, color, this.cam.distance(c))
      : this.lit(color, o.normal ?? normalOf(pts), c)
    on.after += path(polyD(this.cam.polygon(pts)), fill, o.attrs)
  }

  sprite(at: V3, draw: Sprite, layer = WORLD, bias = 0): Item {
    const d = this.cam.distance(at)
    const p = this.project(at)
    // Far outside the frame: not worth its bytes.
    if (p.x < -this.cam.W * 0.4 || p.x > this.cam.W * 1.4) return this.add('', d, layer)
    const tone: Tone = (c) => fogged(this.light, c, d)
    return this.add(draw(p, this.scale(at), tone), d + bias, layer)
  }

  // For assemblies whose parts must stack in a fixed way, such as a pergola roof seen from below.
  group(draw: () => void, depth: number, order?: (a: Item, b: Item) => number): Item {
    const start = this.items.length
    draw()
    const parts = this.items.splice(start)
    parts.sort(order ?? ((a, b) => b.depth - a.depth))
    return this.add(parts.map((p) => p.svg + p.after).join(''), depth)
  }

  render(): string {
    const body = [...this.items]
      .sort((a, b) => a.layer - b.layer || b.depth - a.depth)
      .map((i) => i.svg + i.after)
      .join('')
    return `<g stroke-width=".7" stroke-linejoin="round">${body}</g>`
  }
}

export function area(pts: readonly V3[]): number {
  const n = normalOf(pts)
  let x = 0
  let y = 0
  let z = 0
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as V3
    const b = pts[(i + 1) % pts.length] as V3
    x += a[1] * b[2] - a[2] * b[1]
    y += a[2] * b[0] - a[0] * b[2]
    z += a[0] * b[1] - a[1] * b[0]
  }
  return Math.abs(n[0] * x + n[1] * y + n[2] * z) / 2
}

export function centroid(pts: readonly V3[]): V3 {
  let x = 0
  let y = 0
  let z = 0
  for (const p of pts) {
    x += p[0]
    y += p[1]
    z += p[2]
  }
  return [x / pts.length, y / pts.length, z / pts.length]
}

/** Newell's method: robust for any planar polygon; counter-clockwise seen from outside. */
export function normalOf(pts: readonly V3[]): V3 {
  let nx = 0
  let ny = 0
  let nz = 0
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as V3
    const b = pts[(i + 1) % pts.length] as V3
    nx += (a[1] - b[1]) * (a[2] + b[2])
    ny += (a[2] - b[2]) * (a[0] + b[0])
    nz += (a[0] - b[0]) * (a[1] + b[1])
  }
  return normalize([nx, ny, nz])
}
