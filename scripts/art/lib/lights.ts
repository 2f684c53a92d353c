import type { Art } from './art'
import type { V3 } from './camera'
import { rng } from './rng'
import { OVERLAY, type Scene } from './scene'
import { circle, d, ellipse, lineD, path } from './svg'

/** Between ground surfaces and standing objects: light pools and shadows cast on the ground. */
export const GROUND_FX = 0.5

export const WARM = '#ffc46b'
export const EMBER = '#fb8438'

/** A soft additive glow (screen blend) around a screen point. */
export function glow(
  art: Art,
  x: number,
  y: number,
  r: number,
  color: string,
  strength = 0.8,
  ry = r,
) {
  const fill = art.radial([
    [0, color, strength],
    [0.35, color, strength * 0.45],
    [1, color, 0],
  ])
  return ellipse(x, y, r, ry, fill)
}

/** A pool of light on the ground around a world point (radius in metres). */
export function groundPool(scene: Scene, at: V3, radius: number, color = WARM, strength = 0.55) {
  const c = scene.project(at)
  const s = scene.scale(at)
  const e = scene.cam.eye
  const dist = Math.hypot(at[0] - e[0], at[2] - e[2]) || 1
  const squash = Math.min(1, Math.max(0.12, (e[1] - at[1]) / dist))
  scene.add(
    glow(scene.art, c.x, c.y, radius * s, color, strength, radius * s * squash),
    scene.cam.distance(at),
    GROUND_FX,
  )
}

/** A catenary of bulbs between two points; each span is its own item so beams sort around it. */
export function stringLights(
  scene: Scene,
  a: V3,
  b: V3,
  o: { sag?: number; bulbs?: number; seed?: number } = {},
) {
  const count = o.bulbs ?? 12
  const sag = o.sag ?? 0.35
  const pts: V3[] = []
  for (let i = 0; i <= count; i++) {
    const t = i / count
    pts.push([
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t - sag * 4 * t * (1 - t),
      a[2] + (b[2] - a[2]) * t,
    ])
  }
  const r = rng(o.seed ?? 3)
  const wire = '#1b1712'
  for (let i = 0; i < count; i++) {
    const p = pts[i] as V3
    const q = pts[i + 1] as V3
    const mid: V3 = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2]
    const sp = scene.project(p)
    const sq = scene.project(q)
    const s = scene.scale(mid)
    const bulb: V3 = [mid[0], mid[1] - 0.07, mid[2]]
    const bp = scene.project(bulb)
    const br = Math.max(1.3, 0.045 * s)
    scene.add(
      path(lineD([sp, sq]), 'none', { stroke: wire, 'stroke-width': Math.max(0.8, 0.012 * s) }) +
        path(lineD([scene.project(mid), bp]), 'none', {
          stroke: wire,
          'stroke-width': Math.max(0.6, 0.008 * s),
        }) +
        circle(bp.x, bp.y, br, '#fff1c9'),
      scene.cam.distance(mid) - 0.05,
    )
    scene.add(glow(scene.art, bp.x, bp.y, br * r.range(5, 7), WARM, 0.55), 0, OVERLAY)
  }
}

/** A low path light: a slim post with a hat, throwing a pool of light around its foot. */
export function pathLight(scene: Scene, at: V3, o: { h?: number; color?: string } = {}) {
  const h = o.h ?? 0.5
  groundPool(scene, at, 0.6, WARM, 0.5)
  scene.sprite(at, (p, s) => {
    const w = Math.max(1, 0.025 * s)
    const top = p.y - h * s
    const hat = Math.max(3, 0.09 * s)
    return (
      path(
        d`M${p.x - w} ${p.y}L${p.x - w} ${top}L${p.x + w} ${top}L${p.x + w} ${p.y}Z`,
        o.color ?? '#2a2722',
      ) +
      path(
        d`M${p.x - hat} ${top}L${p.x} ${top - hat * 0.55}L${p.x + hat} ${top}Z`,
        o.color ?? '#2a2722',
      ) +
      ellipse(p.x, top + 1.5, hat * 0.75, Math.max(1, hat * 0.22), '#ffe3a3')
    )
  })
  const top = scene.project([at[0], at[1] + h, at[2]])
  scene.add(glow(scene.art, top.x, top.y + 4, 0.35 * scene.scale(at), WARM, 0.7), 0, OVERLAY)
}

/** A beam of light thrown up from a ground fixture (trees, walls, columns). */
export function upBeam(
  scene: Scene,
  at: V3,
  height: number,
  spread: number,
  color = WARM,
  strength = 0.5,
) {
  const b = scene.project(at)
  const t = scene.project([at[0], at[1] + height, at[2]])
  const s = scene.scale(at)
  const w = spread * s
  // A soft scallop: a tall ellipse whose gradient is focused at the fixture, fading upward and
  // outward. Gradients only (no blur filter, no blend mode): cheap to rasterise.
  const fill = scene.art.radial(
    [
      [0, color, strength],
      [0.45, color, strength * 0.45],
      [1, color, 0],
    ],
    0.5,
    0.5,
    0.5,
    { fx: 0.5, fy: 0.97 },
  )
  const hgt = b.y - t.y
  scene.add(ellipse(b.x, b.y - hgt * 0.48, w, hgt * 0.55, fill), 0, OVERLAY)
  scene.add(glow(scene.art, b.x, b.y - 2, 0.3 * s, color, 0.9), 0, OVERLAY)
}

/** A fixture washing light down a surface from above (eave downlights, pergola pucks). */
export function downBeam(
  scene: Scene,
  at: V3,
  depth: number,
  spread: number,
  color = WARM,
  strength = 0.45,
) {
  const t = scene.project(at)
  const b = scene.project([at[0], at[1] - depth, at[2]])
  const s = scene.scale(at)
  const w = spread * s
  const fill = scene.art.radial(
    [
      [0, color, strength],
      [0.5, color, strength * 0.4],
      [1, color, 0],
    ],
    0.5,
    0.5,
    0.5,
    { fx: 0.5, fy: 0.03 },
  )
  const hgt = b.y - t.y
  scene.add(ellipse(t.x, t.y + hgt * 0.5, w, hgt * 0.55, fill), 0, OVERLAY)
  scene.add(circle(t.x, t.y, Math.max(1.5, 0.04 * s), '#fff4d6'), 0, OVERLAY)
}
