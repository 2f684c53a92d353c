import type { V3 } from './camera'
import { jitter } from './color'
import { rng } from './rng'
import { GROUND, type Item, type Scene } from './scene'
import { lineD, path } from './svg'

/** A round paved area in concentric courses (circle-kit pavers around a fire pit). */
export function circlePatio(
  scene: Scene,
  c: [number, number],
  o: { r: number; ring?: number; color: string; joint: string; inner?: number },
): Item | null {
  const ring = o.ring ?? 0.32
  const circle = (r: number, y = 0.002): V3[] =>
    Array.from({ length: 48 }, (_, i) => {
      const a = (i / 48) * Math.PI * 2
      return [c[0] + Math.cos(a) * r, y, c[1] + Math.sin(a) * r] as V3
    })
  const slab = scene.face(circle(o.r, 0), o.color, {
    layer: GROUND,
    normal: [0, 1, 0],
    points: false,
  })
  if (!slab) return null
  let joints = ''
  for (let r = o.inner ?? 0.9; r < o.r; r += ring) {
    const pts = circle(r).map((p) => scene.project(p))
    joints += `${lineD(pts)}Z`
    const n = Math.max(8, Math.round((2 * Math.PI * r) / 0.42))
    const off = (r * 7.3) % 1
    for (let i = 0; i < n; i++) {
      const a = ((i + off) / n) * Math.PI * 2
      const p0: V3 = [c[0] + Math.cos(a) * r, 0.002, c[1] + Math.sin(a) * r]
      const p1: V3 = [
        c[0] + Math.cos(a) * Math.min(o.r, r + ring),
        0.002,
        c[1] + Math.sin(a) * Math.min(o.r, r + ring),
      ]
      joints += lineD([scene.project(p0), scene.project(p1)])
    }
  }
  const mid: V3 = [c[0], 0, c[1]]
  slab.after += path(joints, 'none', {
    stroke: scene.lit(o.joint, [0, 1, 0], mid, false),
    'stroke-width': Math.max(0.6, 0.012 * scene.scale(mid)),
    'stroke-opacity': 0.8,
  })
  return slab
}

/** A ground strip along a smooth centreline (walks, paths, borders): [x, z] points. */
export function strip(
  scene: Scene,
  line: readonly [number, number][],
  width: number,
  color: string,
  layer = GROUND,
) {
  const left: V3[] = []
  const right: V3[] = []
  for (let i = 0; i < line.length; i++) {
    const a = line[Math.max(0, i - 1)] as [number, number]
    const b = line[Math.min(line.length - 1, i + 1)] as [number, number]
    const p = line[i] as [number, number]
    const dx = b[0] - a[0]
    const dz = b[1] - a[1]
    const l = Math.hypot(dx, dz) || 1
    const nx = (-dz / l) * (width / 2)
    const nz = (dx / l) * (width / 2)
    left.push([p[0] + nx, 0, p[1] + nz])
    right.unshift([p[0] - nx, 0, p[1] - nz])
  }
  return scene.face([...left, ...right], color, {
    layer,
    normal: [0, 1, 0],
    points: false,
    cull: false,
  })
}

/** Stepping stones along a line: irregular flat slabs in grass. */
export function steppingStones(
  scene: Scene,
  line: readonly [number, number][],
  o: { size: number; colors: string[]; seed?: number },
) {
  const r = rng(o.seed ?? 2)
  for (const [x, z] of line) {
    const pts: V3[] = Array.from({ length: 7 }, (_, i) => {
      const a = (i / 7) * Math.PI * 2
      const k = r.range(0.8, 1.1) * o.size
      return [x + Math.cos(a) * k * 0.6, 0.02, z + Math.sin(a) * k * 0.45] as V3
    })
    scene.face(pts, jitter(r.pick(o.colors), r.range(-0.05, 0.05)), {
      layer: GROUND,
      normal: [0, 1, 0],
      points: false,
      cull: false,
    })
  }
}

/** Mulch or planting bed: an organic blob on the ground, given [x, z] outline points. */
export function bed(scene: Scene, outline: readonly [number, number][], color: string) {
  return scene.face(
    outline.map(([x, z]) => [x, 0.001, z] as V3),
    color,
    { layer: GROUND, normal: [0, 1, 0], points: false, cull: false },
  )
}
