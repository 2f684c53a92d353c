import type { V3 } from './camera'
import { darken, lighten } from './color'
import { fire } from './fire'
import { veneer } from './hardscape'
import { downBeam, glow, WARM } from './lights'
import { OVERLAY, type Scene } from './scene'
import { box, decalOnFace } from './solids'
import { lineD, path } from './svg'

/** A stone outdoor fireplace: hearth, firebox with a fire, cedar mantel and a tall chimney. */
export function fireplace(
  scene: Scene,
  o: {
    cx: number
    z: number
    w?: number
    top: number
    stone: string[]
    cap: string
    mantel: string
    lit?: boolean
  },
) {
  const w = o.w ?? 2.1
  const { cx, z } = o
  const body = box(
    scene,
    { x: [cx - w / 2, cx + w / 2], y: [0, 2.3], z: [z, z + 0.9] },
    o.stone[0] as string,
  )
  veneer(scene, body, 'front', { colors: o.stone, course: 0.22, length: 0.42, seed: 12 })
  veneer(scene, body, 'left', { colors: o.stone, course: 0.22, length: 0.42, seed: 13 })
  veneer(scene, body, 'right', { colors: o.stone, course: 0.22, length: 0.42, seed: 14 })
  const fb: [number, number, number, number] = [w * 0.22, w * 0.78, 0.5, 1.35]
  decalOnFace(scene, body, 'front', [fb[0] - 0.08, fb[1] + 0.08, fb[2] - 0.02, fb[3] + 0.1], o.cap)
  decalOnFace(scene, body, 'front', fb, '#1a120d', { flat: true })
  const chim = box(
    scene,
    { x: [cx - w * 0.34, cx + w * 0.34], y: [2.3, o.top], z: [z + 0.1, z + 0.8] },
    o.stone[0] as string,
  )
  veneer(scene, chim, 'front', { colors: o.stone, course: 0.22, length: 0.42, seed: 15 })
  veneer(scene, chim, 'right', { colors: o.stone, course: 0.22, length: 0.42, seed: 16 })
  veneer(scene, chim, 'left', { colors: o.stone, course: 0.22, length: 0.42, seed: 17 })
  box(
    scene,
    { x: [cx - w * 0.38, cx + w * 0.38], y: [o.top, o.top + 0.12], z: [z + 0.05, z + 0.85] },
    o.cap,
  )
  box(
    scene,
    { x: [cx - w / 2 - 0.15, cx + w / 2 + 0.15], y: [0, 0.42], z: [z - 0.55, z + 0.2] },
    { base: o.cap, top: lighten(o.cap, 0.08) },
  )
  box(
    scene,
    { x: [cx - w / 2 - 0.06, cx + w / 2 + 0.06], y: [1.62, 1.8], z: [z - 0.16, z + 0.02] },
    o.mantel,
  )
  if (o.lit !== false) {
    // Logs, then the fire on them.
    const base: V3 = [cx, 0.52, z + 0.3]
    scene.sprite(
      base,
      (p, s) => {
        const lw = 0.5 * s
        const lh = 0.07 * s
        return (
          path(
            lineD([
              { x: p.x - lw, y: p.y - lh },
              { x: p.x + lw, y: p.y - lh * 0.4 },
            ]),
            'none',
            { stroke: '#4a2c1a', 'stroke-width': lh * 1.6, 'stroke-linecap': 'round' },
          ) +
          path(
            lineD([
              { x: p.x - lw * 0.9, y: p.y - lh * 0.3 },
              { x: p.x + lw * 0.8, y: p.y - lh * 1.2 },
            ]),
            'none',
            { stroke: '#5c3822', 'stroke-width': lh * 1.5, 'stroke-linecap': 'round' },
          )
        )
      },
      undefined,
      -1.2,
    )
    const item = fire(scene, [cx, 0.56, z + 0.3], { w: 0.6, h: 0.62, glow: 0.8 })
    item.depth = scene.cam.distance([cx, 0.5, z]) - 0.3
  }
  return body
}

/**
 * A covered porch: stone-based columns, a beam, a tongue-and-groove cedar ceiling with recessed
 * lights, and the fascia of the roof above.
 */
export function porch(
  scene: Scene,
  o: {
    x: [number, number]
    z: [number, number]
    h: number
    columns: number[]
    column: string
    base: string[]
    ceiling: string
    trim: string
    lights?: number[]
  },
) {
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const ceiling = scene.face(
    [
      [x0, o.h, z1],
      [x1, o.h, z1],
      [x1, o.h, z0],
      [x0, o.h, z0],
    ],
    o.ceiling,
    { normal: [0, -1, 0] },
  )
  if (ceiling) {
    let seams = ''
    for (let x = x0 + 0.14; x < x1; x += 0.14)
      seams += lineD([scene.project([x, o.h - 0.002, z0]), scene.project([x, o.h - 0.002, z1])])
    ceiling.after += path(seams, 'none', {
      stroke: darken(o.ceiling, 0.45),
      'stroke-width': 0.8,
      'stroke-opacity': 0.7,
    })
  }
  for (const x of o.columns) {
    const b = box(
      scene,
      { x: [x - 0.28, x + 0.28], y: [0, 0.95], z: [z0 - 0.28, z0 + 0.28] },
      o.base[0] as string,
    )
    veneer(scene, b, 'front', { colors: o.base, course: 0.16, seed: Math.round(x * 10) })
    veneer(scene, b, 'left', { colors: o.base, course: 0.16, seed: Math.round(x * 10) + 1 })
    veneer(scene, b, 'right', { colors: o.base, course: 0.16, seed: Math.round(x * 10) + 2 })
    box(scene, { x: [x - 0.32, x + 0.32], y: [0.95, 1.02], z: [z0 - 0.32, z0 + 0.32] }, o.trim)
    box(
      scene,
      { x: [x - 0.15, x + 0.15], y: [1.02, o.h - 0.3], z: [z0 - 0.15, z0 + 0.15] },
      o.column,
    )
  }
  box(
    scene,
    { x: [x0 - 0.1, x1 + 0.1], y: [o.h - 0.35, o.h + 0.05], z: [z0 - 0.2, z0 + 0.2] },
    o.trim,
  )
  box(
    scene,
    { x: [x0 - 0.5, x1 + 0.5], y: [o.h + 0.05, o.h + 0.3], z: [z0 - 0.6, z0 - 0.5] },
    o.trim,
  )
  scene.face(
    [
      [x0 - 0.5, o.h + 0.05, z0 + 0.2],
      [x1 + 0.5, o.h + 0.05, z0 + 0.2],
      [x1 + 0.5, o.h + 0.05, z0 - 0.5],
      [x0 - 0.5, o.h + 0.05, z0 - 0.5],
    ],
    darken(o.trim, 0.1),
    { normal: [0, -1, 0] },
  )
  for (const x of o.lights ?? []) {
    for (const z of [z0 + (z1 - z0) * 0.35, z0 + (z1 - z0) * 0.75]) {
      const at: V3 = [x, o.h - 0.01, z]
      const q = scene.project(at)
      const s = scene.scale(at)
      scene.add(glow(scene.art, q.x, q.y, 0.5 * s, WARM, 0.8, 0.2 * s), 0, OVERLAY)
      downBeam(scene, at, 1.6, 0.45, WARM, 0.12)
    }
  }
}
