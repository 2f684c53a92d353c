import type { V3 } from './camera'
import { jitter } from './color'
import { rng } from './rng'
import { GROUND, type Item, type Scene } from './scene'
import { type BoxFaces, type FaceKey, onFace, prism, ring } from './solids'
import { lineD, path } from './svg'

export type PaverOptions = {
  x: [number, number]
  z: [number, number]
  y?: number
  /** Paver size along x and z, metres. */
  size: [number, number]
  colors: string[]
  joint: string
  seed?: number
  /** Share of pavers drawn individually with a tint (the rest show the slab colour). */
  variety?: number
  layer?: number
}

/**
 * A paved area in running bond: one lit slab, a share of individually tinted pavers, and the
 * joints as one stroked path (cheap in bytes, crisp at any size).
 */
export function pavers(scene: Scene, o: PaverOptions): Item | null {
  const y = o.y ?? 0
  const r = rng(o.seed ?? 1)
  const layer = o.layer ?? GROUND
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const [pw, pd] = o.size
  const base = o.colors[0] as string
  const slab = scene.face(
    [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    base,
    { layer, normal: [0, 1, 0], points: false },
  )
  if (!slab) return null
  const nrm: V3 = [0, 1, 0]
  let tiles = ''
  let joints = ''
  const P = (x: number, z: number) => scene.project([x, y + 0.002, z])
  for (let z = z0, row = 0; z < z1 - 1e-6; z += pd, row++) {
    const ze = Math.min(z + pd, z1)
    if (row > 0) joints += lineD([P(x0, z), P(x1, z)])
    for (let x = x0 - (row % 2 ? pw / 2 : 0); x < x1 - 1e-6; x += pw) {
      const xs = Math.max(x, x0)
      const xe = Math.min(x + pw, x1)
      if (xs > x0) joints += lineD([P(xs, z), P(xs, ze)])
      if (r() < (o.variety ?? 0.4)) {
        const c = jitter(r.pick(o.colors), r.range(-0.04, 0.04))
        const pts: V3[] = [
          [xs, y + 0.001, z],
          [xe, y + 0.001, z],
          [xe, y + 0.001, ze],
          [xs, y + 0.001, ze],
        ]
        tiles += path(
          lineD(scene.cam.polygon(pts)),
          scene.lit(c, nrm, [(xs + xe) / 2, y, (z + ze) / 2], false),
        )
      }
    }
  }
  const mid: V3 = [(x0 + x1) / 2, y, (z0 + z1) / 2]
  const s = scene.scale(mid)
  slab.after +=
    tiles +
    path(joints, 'none', {
      stroke: scene.lit(o.joint, nrm, mid, false),
      'stroke-width': Math.max(0.6, 0.012 * s),
      'stroke-opacity': 0.85,
    })
  return slab
}

/**
 * Stone veneer on a box face: courses of stones with staggered joints and tonal variety, the way
 * a mason lays a kitchen base or a seat wall.
 */
export function veneer(
  scene: Scene,
  faces: BoxFaces,
  key: FaceKey,
  o: { colors: string[]; course?: number; length?: number; seed?: number; joint?: string },
) {
  const item = faces[key]
  if (!item) return
  const b = faces.box
  const width = key === 'left' || key === 'right' ? b.z[1] - b.z[0] : b.x[1] - b.x[0]
  const height = b.y[1] - b.y[0]
  const r = rng(o.seed ?? 7)
  const course = o.course ?? 0.14
  const len = o.length ?? 0.32
  const gap = 0.012
  const normals: Record<FaceKey, V3> = {
    front: [0, 0, -1],
    back: [0, 0, 1],
    left: [-1, 0, 0],
    right: [1, 0, 0],
    top: [0, 1, 0],
    bottom: [0, -1, 0],
  }
  for (let v = 0; v < height - 1e-6; v += course) {
    const ch = Math.min(course, height - v)
    let u = -r.range(0, len)
    while (u < width) {
      const l = len * r.range(0.6, 1.4)
      const u0 = Math.max(0, u) + gap
      const u1 = Math.min(width, u + l) - gap
      if (u1 - u0 > 0.02) {
        const c = jitter(r.pick(o.colors), r.range(-0.07, 0.07))
        scene.decal(item, onFace(b, key, u0, u1, v + gap, v + ch - gap), c, {
          normal: normals[key],
        })
      }
      u += l
    }
  }
}

/** A round fire pit of stacked stone with a coping cap and a dark fire bowl. */
export function firePit(
  scene: Scene,
  c: [number, number],
  o: { r: number; h: number; stone: string[]; cap: string; seed?: number },
) {
  const r = rng(o.seed ?? 9)
  const segs = 28
  const foot = ring(c[0], c[1], o.r, segs)
  const course = o.h / 3
  // Walls facet by facet so each facet carries its own stones.
  for (let i = 0; i < segs; i++) {
    const [ax, az] = foot[i] as [number, number]
    const [bx, bz] = foot[(i + 1) % segs] as [number, number]
    const len = Math.hypot(bx - ax, bz - az)
    const normal: V3 = [(bz - az) / len, 0, -(bx - ax) / len]
    const face = scene.face(
      [
        [ax, 0, az],
        [bx, 0, bz],
        [bx, o.h, bz],
        [ax, o.h, az],
      ],
      o.stone[0] as string,
      { normal },
    )
    if (!face) continue
    for (let k = 0; k < 3; k++) {
      const split = (i + k) % 2 ? r.range(0.3, 0.7) : 1
      const y0 = k * course + 0.012
      const y1 = (k + 1) * course - 0.012
      const at = (t: number): [number, number] => [ax + (bx - ax) * t, az + (bz - az) * t]
      for (const [t0, t1] of split < 1
        ? [
            [0.04, split - 0.03],
            [split + 0.03, 0.96],
          ]
        : [[0.04, 0.96]]) {
        const [px, pz] = at(t0 as number)
        const [qx, qz] = at(t1 as number)
        scene.decal(
          face,
          [
            [px, y0, pz],
            [qx, y0, qz],
            [qx, y1, qz],
            [px, y1, pz],
          ],
          jitter(r.pick(o.stone), r.range(-0.06, 0.06)),
          { normal },
        )
      }
    }
  }
  const cap = prism(scene, ring(c[0], c[1], o.r + 0.05, segs), o.h, o.h + 0.06, o.cap)
  const bowl = ring(c[0], c[1], o.r - 0.14, segs).map(([x, z]) => [x, o.h + 0.062, z] as V3)
  scene.decal(cap, bowl, '#1d130e', { flat: true, normal: [0, 1, 0] })
  return cap
}

/** A curved seat wall: a stone arc with a cap, footprint built from two concentric arcs. */
export function seatWall(
  scene: Scene,
  c: [number, number],
  o: { r: number; from: number; to: number; h: number; t?: number; stone: string; cap: string },
) {
  const t = o.t ?? 0.35
  const segs = 14
  const arc = (rad: number) =>
    Array.from({ length: segs + 1 }, (_, i) => {
      const a = o.from + ((o.to - o.from) * i) / segs
      return [c[0] + Math.cos(a) * rad, c[1] + Math.sin(a) * rad] as [number, number]
    })
  // One footprint (outer arc out, inner arc back) so no internal faces exist to mis-sort.
  prism(scene, [...arc(o.r - t / 2), ...arc(o.r + t / 2).reverse()].reverse(), 0, o.h, o.stone)
  prism(
    scene,
    [...arc(o.r - t / 2 - 0.04), ...arc(o.r + t / 2 + 0.04).reverse()].reverse(),
    o.h,
    o.h + 0.06,
    o.cap,
  )
}
