import { dome, extrudeX } from './block'
import type { V3 } from './camera'
import { darken, lighten } from './color'
import { flames } from './fire'
import { veneer } from './hardscape'
import { glow } from './lights'
import { rng } from './rng'
import { OVERLAY, type Scene } from './scene'
import { box, cylinder, decalOnFace, type FaceKey, onFace } from './solids'
import { circle, d, path, polyD } from './svg'

export const STEEL = '#c3c8cd'

export type RunOptions = {
  x: [number, number]
  z: [number, number]
  h?: number
  stone: string[]
  top: string
  /** Stainless doors: a face and [u0, u1] spans along it. */
  doors?: { face: FaceKey; spans: [number, number][] }
  /** A warm LED strip under the front lip of the countertop. */
  led?: boolean
  seed?: number
}

/** A masonry kitchen run: stone-veneered base, slab countertop, stainless access doors. */
export function counter(scene: Scene, o: RunOptions) {
  const h = o.h ?? 0.92
  const base = box(scene, { x: o.x, y: [0, h - 0.05], z: o.z }, o.stone[0] as string)
  for (const k of ['front', 'left', 'right', 'back'] as FaceKey[])
    veneer(scene, base, k, {
      colors: o.stone,
      seed: (o.seed ?? 1) + k.length,
      course: 0.13,
      length: 0.3,
    })
  const top = box(
    scene,
    { x: [o.x[0] - 0.04, o.x[1] + 0.04], y: [h - 0.05, h], z: [o.z[0] - 0.04, o.z[1] + 0.04] },
    { base: o.top, top: lighten(o.top, 0.08) },
  )
  if (o.led && base.front) {
    const width = o.x[1] - o.x[0]
    const wash = scene.cam.polygon(onFace(base.box, 'front', 0, width, h * 0.3, h - 0.05))
    const fill = scene.art.linear([
      [0, '#ffc46b', 0.6],
      [1, '#ffc46b', 0],
    ])
    base.front.after += path(polyD(wash), fill)
    const strip = scene.cam.polygon(
      onFace(base.box, 'front', 0.02, width - 0.02, h - 0.07, h - 0.05),
    )
    base.front.after += path(polyD(strip), '#fff0c8')
  }
  for (const [u0, u1] of o.doors?.spans ?? []) {
    const face = o.doors?.face ?? 'front'
    decalOnFace(scene, base, face, [u0, u1, 0.12, h - 0.2], darken(STEEL, 0.35))
    decalOnFace(scene, base, face, [u0 + 0.02, u1 - 0.02, 0.14, h - 0.22], STEEL)
    decalOnFace(scene, base, face, [u0 + 0.06, u1 - 0.06, h - 0.3, h - 0.27], darken(STEEL, 0.45))
  }
  return { base, top, h }
}

/** A built-in gas grill: domed stainless hood with a handle, and a control panel below. */
export function grill(
  scene: Scene,
  o: {
    x: [number, number]
    z: [number, number]
    y: number
    base?: ReturnType<typeof counter>['base']
  },
) {
  const [z0, z1] = o.z
  const d = z1 - z0
  const prof: [number, number][] = [
    [z1, o.y],
    [z1, o.y + 0.2],
    [z1 - d * 0.2, o.y + 0.3],
    [z1 - d * 0.55, o.y + 0.31],
    [z0 + d * 0.12, o.y + 0.24],
    [z0, o.y + 0.12],
    [z0, o.y],
  ]
  extrudeX(scene, prof, o.x[0], o.x[1], STEEL)
  const hx: [number, number] = [o.x[0] + 0.1, o.x[1] - 0.1]
  box(scene, { x: hx, y: [o.y + 0.16, o.y + 0.19], z: [z0 - 0.06, z0 - 0.03] }, lighten(STEEL, 0.2))
  if (o.base?.front) {
    const b = o.base.box
    const u0 = o.x[0] - b.x[0]
    const u1 = o.x[1] - b.x[0]
    decalOnFace(scene, o.base, 'front', [u0, u1, o.y - 0.22, o.y - 0.06], darken(STEEL, 0.2))
    const s = scene.scale([o.x[0], o.y, z0])
    for (let i = 0; i < 4; i++) {
      const q = scene.project([
        o.x[0] + ((i + 0.5) / 4) * (o.x[1] - o.x[0]),
        o.y - 0.14,
        b.z[0] - 0.01,
      ])
      o.base.front.after += circle(q.x, q.y, Math.max(1.5, 0.022 * s), '#2d3034')
    }
  }
}

/** A wood-fired pizza oven: stone base with a log niche, tiled dome, arched mouth, chimney. */
export function pizzaOven(
  scene: Scene,
  o: {
    c: [number, number]
    r: number
    base: number
    stone: string[]
    dome: string
    seed?: number
    lit?: boolean
  },
) {
  const [cx, cz] = o.c
  const w = o.r + 0.15
  const base = box(
    scene,
    { x: [cx - w, cx + w], y: [0, o.base], z: [cz - w, cz + w] },
    o.stone[0] as string,
  )
  for (const k of ['front', 'left', 'right'] as FaceKey[])
    veneer(scene, base, k, { colors: o.stone, seed: o.seed ?? 4, course: 0.12 })
  decalOnFace(scene, base, 'front', [w * 0.45, w * 1.55, 0.1, o.base * 0.55], '#21160f', {
    flat: true,
  })
  const r = rng(o.seed ?? 4)
  const niche = scene.project([cx, 0.1, cz - w])
  const s = scene.scale([cx, 0.1, cz - w])
  let logs = ''
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 4 - row; i++) {
      const x = niche.x + (i - (3 - row) / 2) * 0.16 * s
      const y = niche.y - (0.08 + row * 0.13) * s
      logs +=
        circle(x, y, 0.065 * s, '#8a5a36') +
        circle(x, y, 0.04 * s, darken('#c89a6a', r.range(0, 0.2)))
    }
  if (base.front) base.front.after += logs
  box(
    scene,
    {
      x: [cx - w - 0.05, cx + w + 0.05],
      y: [o.base, o.base + 0.08],
      z: [cz - w - 0.05, cz + w + 0.05],
    },
    { base: '#8d8378', top: '#b3a999' },
  )
  const y0 = o.base + 0.08
  dome(scene, [cx, y0, cz], o.r, o.dome, { squash: 0.82, bands: 7, segments: 26 })
  cylinder(scene, [cx, cz + 0.1], 0.09, y0 + o.r * 0.7, y0 + o.r + 0.45, '#3a3633', 12)
  cylinder(scene, [cx, cz + 0.1], 0.14, y0 + o.r + 0.45, y0 + o.r + 0.5, '#2a2725', 12)
  // The mouth: a brick arch with the fire glowing inside.
  const mouth: V3 = [cx, y0, cz - o.r * 0.97]
  scene.sprite(
    mouth,
    (p, sc) => {
      const mw = 0.27 * sc
      const mh = 0.3 * sc
      const arch = (k: number) =>
        d`M${p.x - mw * k} ${p.y}L${p.x - mw * k} ${p.y - mh * k * 0.55}A${mw * k} ${mh * k * 0.6} 0 0 1 ${p.x + mw * k} ${p.y - mh * k * 0.55}L${p.x + mw * k} ${p.y}Z`
      let out = path(arch(1.35), '#9c4a2c') + path(arch(1), '#1a0f0a')
      if (o.lit !== false)
        out += flames(7, { w: 0.3, h: 0.2 })({ x: p.x + 0.02 * sc, y: p.y - 0.02 * sc }, sc)
      return out
    },
    undefined,
    -0.4,
  )
  if (o.lit !== false) {
    const q = scene.project(mouth)
    scene.add(glow(scene.art, q.x, q.y - 0.1 * s, 0.9 * s, '#fb8438', 0.55), 0, OVERLAY)
  }
}
