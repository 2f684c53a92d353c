import type { V3 } from './camera'
import { darken, lighten } from './color'
import { glow, WARM } from './lights'
import { OVERLAY, type Scene } from './scene'
import { box, decalOnFace, onFace } from './solids'
import { lineD, path } from './svg'

export type DeckOptions = {
  x: [number, number]
  z: [number, number]
  h: number
  board: string
  fascia: string
  /** Edges that carry a railing. */
  rails?: ('front' | 'left' | 'right' | 'back')[]
  rail?: string
  /** A stair down the front edge, between two x values. */
  stair?: { x: [number, number]; steps: number; lights?: boolean }
  /** Built-in benches along edges. */
  benches?: ('left' | 'right' | 'back')[]
}

/**
 * A composite deck: fascia-wrapped frame, boards with a picture-frame border, black metal
 * balusters, and a stair with riser lights.
 */
export function deck(scene: Scene, o: DeckOptions) {
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const frame = box(scene, { x: o.x, y: [0, o.h], z: o.z }, { base: o.fascia, top: o.board })
  if (frame.top) {
    const s = scene.scale([(x0 + x1) / 2, o.h, (z0 + z1) / 2])
    let gaps = ''
    for (let z = z0 + 0.3; z < z1 - 0.2; z += 0.145)
      gaps += lineD([
        scene.project([x0 + 0.2, o.h + 0.003, z]),
        scene.project([x1 - 0.2, o.h + 0.003, z]),
      ])
    const border = darken(o.board, 0.12)
    decalOnFace(scene, frame, 'top', [0, x1 - x0, 0, 0.18], border)
    decalOnFace(scene, frame, 'top', [0, 0.18, 0, z1 - z0], border)
    decalOnFace(scene, frame, 'top', [x1 - x0 - 0.18, x1 - x0, 0, z1 - z0], border)
    frame.top.after += path(gaps, 'none', {
      stroke: scene.lit(darken(o.board, 0.35), [0, 1, 0], [x0, o.h, z0]),
      'stroke-width': Math.max(0.5, 0.01 * s),
    })
  }
  for (const k of ['front', 'left', 'right'] as const)
    decalOnFace(
      scene,
      frame,
      k,
      [0, k === 'front' ? x1 - x0 : z1 - z0, o.h - 0.2, o.h - 0.02],
      lighten(o.fascia, 0.08),
    )
  if (o.stair) stair(scene, o, o.stair)
  for (const edge of o.rails ?? []) railing(scene, o, edge)
  for (const b of o.benches ?? []) bench(scene, o, b)
  return frame
}

function stair(scene: Scene, o: DeckOptions, st: NonNullable<DeckOptions['stair']>) {
  const rise = o.h / (st.steps + 1)
  for (let i = 0; i < st.steps; i++) {
    const top = o.h - rise * (i + 1)
    const z = o.z[0] - 0.3 * (i + 1)
    const step = box(
      scene,
      { x: st.x, y: [0, top], z: [z, o.z[0] - 0.3 * i] },
      { base: o.fascia, top: o.board },
    )
    if (st.lights && step.front) {
      for (const u of [0.25, (st.x[1] - st.x[0]) / 2, st.x[1] - st.x[0] - 0.25]) {
        const pts = onFace(
          step.box,
          'front',
          u - 0.05,
          u + 0.05,
          top - rise * 0.55,
          top - rise * 0.45,
        )
        step.front.after += path(lineD(scene.cam.polygon(pts)), '#fff1cc')
        const c = scene.project([st.x[0] + u, top - rise * 0.5, z])
        const s = scene.scale([st.x[0] + u, top, z])
        scene.add(glow(scene.art, c.x, c.y + 0.1 * s, 0.35 * s, WARM, 0.75, 0.25 * s), 0, OVERLAY)
      }
    }
  }
}

function railing(scene: Scene, o: DeckOptions, edge: 'front' | 'left' | 'right' | 'back') {
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const y = o.h
  const post = o.rail ?? '#2b2b2d'
  const along = edge === 'front' || edge === 'back'
  const fixed =
    edge === 'front'
      ? z0 + 0.05
      : edge === 'back'
        ? z1 - 0.05
        : edge === 'left'
          ? x0 + 0.05
          : x1 - 0.05
  const [a0, a1] = along ? [x0, x1] : [z0, z1]
  const gaps = edge === 'front' && o.stair ? [o.stair.x] : []
  const P = (a: number, h: number): V3 => (along ? [a, y + h, fixed] : [fixed, y + h, a])
  const count = Math.max(2, Math.round((a1 - a0) / 1.6) + 1)
  for (let i = 0; i < count; i++) {
    const a = a0 + ((a1 - a0) * i) / (count - 1)
    const c = P(Math.min(a1 - 0.05, Math.max(a0 + 0.05, a)), 0)
    box(
      scene,
      { x: [c[0] - 0.05, c[0] + 0.05], y: [y, y + 1], z: [c[2] - 0.05, c[2] + 0.05] },
      post,
    )
  }
  const spans: [number, number][] = []
  let start = a0
  for (const [g0, g1] of gaps) {
    spans.push([start, g0])
    start = g1
  }
  spans.push([start, a1])
  for (const [s0, s1] of spans) {
    const p0 = P(s0, 0)
    const p1 = P(s1, 0)
    const xr: [number, number] = along ? [s0, s1] : [fixed - 0.045, fixed + 0.045]
    const zr: [number, number] = along ? [fixed - 0.045, fixed + 0.045] : [s0, s1]
    box(scene, { x: xr, y: [y + 0.94, y + 1.02], z: zr }, { base: post, top: lighten(post, 0.2) })
    let bars = ''
    const mid = P((s0 + s1) / 2, 0.5)
    for (let a = s0 + 0.11; a < s1 - 0.05; a += 0.11)
      bars += lineD([scene.project(P(a, 0.08)), scene.project(P(a, 0.94))])
    const s = scene.scale(mid)
    scene.add(
      path(bars, 'none', {
        stroke: scene.tone(post, mid),
        'stroke-width': Math.max(0.7, 0.018 * s),
      }) +
        path(lineD([scene.project(P(s0, 0.08)), scene.project(P(s1, 0.08))]), 'none', {
          stroke: scene.tone(post, mid),
          'stroke-width': Math.max(0.8, 0.03 * s),
        }),
      scene.cam.distance(mid) - (p0 === p1 ? 0 : 0.01),
    )
  }
}

function bench(scene: Scene, o: DeckOptions, edge: 'left' | 'right' | 'back') {
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const y = o.h
  const seat = { base: darken(o.board, 0.05), top: lighten(o.board, 0.05) }
  if (edge === 'back') {
    box(scene, { x: [x0 + 0.4, x1 - 0.4], y: [y, y + 0.42], z: [z1 - 0.6, z1 - 0.12] }, seat)
    box(scene, { x: [x0 + 0.4, x1 - 0.4], y: [y + 0.42, y + 0.85], z: [z1 - 0.18, z1 - 0.1] }, seat)
  } else {
    const xa: [number, number] = edge === 'left' ? [x0 + 0.12, x0 + 0.6] : [x1 - 0.6, x1 - 0.12]
    const xb: [number, number] = edge === 'left' ? [x0 + 0.1, x0 + 0.18] : [x1 - 0.18, x1 - 0.1]
    box(scene, { x: xa, y: [y, y + 0.42], z: [z0 + 0.6, z1 - 0.6] }, seat)
    box(scene, { x: xb, y: [y + 0.42, y + 0.85], z: [z0 + 0.6, z1 - 0.6] }, seat)
  }
}
