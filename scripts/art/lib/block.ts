import type { V3 } from './camera'
import { normalize } from './light'
import { centroid, type FaceOptions, type Item, type Scene } from './scene'

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

/** Rotates a vector about the vertical axis (radians, positive turns +x toward +z). */
export function rotY(v: V3, a: number): V3 {
  const c = Math.cos(a)
  const s = Math.sin(a)
  return [v[0] * c - v[2] * s, v[1], v[0] * s + v[2] * c]
}

/** Adds a convex polygon whose outward side is away from `inside`. */
export function outwardFace(scene: Scene, pts: V3[], inside: V3, color: string, o: FaceOptions) {
  const c = centroid(pts)
  let n = normalize(cross(sub(pts[1] as V3, pts[0] as V3), sub(pts[2] as V3, pts[1] as V3)))
  if (dot(n, sub(c, inside)) < 0) n = mul(n, -1)
  return scene.face(pts, color, { ...o, normal: n })
}

/**
 * A parallelepiped: corner + a·u + b·v + c·w for a, b, c in [0, 1]. Covers tilted and turned parts
 * (chair slats, rafters at an angle) that an axis-aligned box cannot.
 */
export function block(
  scene: Scene,
  corner: V3,
  u: V3,
  v: V3,
  w: V3,
  color: string | { top: string; side: string },
  o: FaceOptions = {},
): Item[] {
  const P = (a: number, b: number, c: number) =>
    add(add(add(corner, mul(u, a)), mul(v, b)), mul(w, c))
  const inside = P(0.5, 0.5, 0.5)
  const faces: V3[][] = [
    [P(0, 0, 0), P(1, 0, 0), P(1, 1, 0), P(0, 1, 0)],
    [P(0, 0, 1), P(1, 0, 1), P(1, 1, 1), P(0, 1, 1)],
    [P(0, 0, 0), P(0, 1, 0), P(0, 1, 1), P(0, 0, 1)],
    [P(1, 0, 0), P(1, 1, 0), P(1, 1, 1), P(1, 0, 1)],
    [P(0, 0, 0), P(1, 0, 0), P(1, 0, 1), P(0, 0, 1)],
    [P(0, 1, 0), P(1, 1, 0), P(1, 1, 1), P(0, 1, 1)],
  ]
  const out: Item[] = []
  for (const f of faces) {
    const up = normalize(cross(sub(f[1] as V3, f[0] as V3), sub(f[2] as V3, f[1] as V3)))
    const isTop = Math.abs(up[1]) > 0.7
    const col = typeof color === 'string' ? color : isTop ? color.top : color.side
    const item = outwardFace(scene, f, inside, col, o)
    if (item) out.push(item)
  }
  return out
}

/** A board or post from a point along a direction, turned by `yaw`: size [length, height, depth]. */
export function beam(
  scene: Scene,
  at: V3,
  yaw: number,
  size: V3,
  color: string | { top: string; side: string },
  o: FaceOptions = {},
) {
  const u = rotY([size[0], 0, 0], yaw)
  const w = rotY([0, 0, size[2]], yaw)
  return block(scene, at, u, [0, size[1], 0], w, color, o)
}

/** An extrusion along x of a profile given as [z, y] points (a grill lid, a bench, a roof). */
export function extrudeX(
  scene: Scene,
  profile: readonly [number, number][],
  x0: number,
  x1: number,
  color: string,
  o: FaceOptions = {},
) {
  const inside: V3 = [
    (x0 + x1) / 2,
    profile.reduce((s, p) => s + p[1], 0) / profile.length,
    profile.reduce((s, p) => s + p[0], 0) / profile.length,
  ]
  for (let i = 0; i < profile.length; i++) {
    const [az, ay] = profile[i] as [number, number]
    const [bz, by] = profile[(i + 1) % profile.length] as [number, number]
    outwardFace(
      scene,
      [
        [x0, ay, az],
        [x1, ay, az],
        [x1, by, bz],
        [x0, by, bz],
      ],
      inside,
      color,
      o,
    )
  }
  for (const x of [x0, x1]) {
    outwardFace(
      scene,
      profile.map(([z, y]) => [x, y, z] as V3),
      inside,
      color,
      o,
    )
  }
}

/** A dome (pizza oven, gazebo cupola) as a lat-long mesh of small shaded facets. */
export function dome(
  scene: Scene,
  c: V3,
  r: number,
  color: string,
  o: { bands?: number; segments?: number; squash?: number } & FaceOptions = {},
) {
  const bands = o.bands ?? 6
  const segs = o.segments ?? 22
  const k = o.squash ?? 1
  const P = (b: number, s: number): V3 => {
    const lat = (b / bands) * (Math.PI / 2)
    const lon = (s / segs) * Math.PI * 2
    return [
      c[0] + Math.cos(lat) * Math.cos(lon) * r,
      c[1] + Math.sin(lat) * r * k,
      c[2] + Math.cos(lat) * Math.sin(lon) * r,
    ]
  }
  for (let b = 0; b < bands; b++) {
    for (let s = 0; s < segs; s++) {
      const pts =
        b === bands - 1
          ? [P(b, s), P(b, s + 1), P(b + 1, s)]
          : [P(b, s), P(b, s + 1), P(b + 1, s + 1), P(b + 1, s)]
      const m = centroid(pts)
      const n = normalize([(m[0] - c[0]) / r, (m[1] - c[1]) / (r * k), (m[2] - c[2]) / r])
      scene.face(pts, color, { ...o, normal: n })
    }
  }
}
