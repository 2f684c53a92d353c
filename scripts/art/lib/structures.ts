import { outwardFace } from './block'
import type { V3 } from './camera'
import { darken, lighten, mix } from './color'
import { glow, WARM } from './lights'
import { rng } from './rng'
import { OVERLAY, type Scene } from './scene'
import { type Box, box, decalOnFace, type FaceKey } from './solids'
import { circlesD, lineD, path } from './svg'

export type PergolaOptions = {
  x: [number, number]
  z: [number, number]
  h?: number
  wood: string
  post?: number
  spacing?: number
  /** Leafy vines along the top and down the posts. */
  vines?: { dark: string; light: string; flower?: string }
  seed?: number
}

/**
 * A cedar pergola: four posts, doubled beams along x, rafters along z with tails, and thin
 * purlins on top. The roof is one group stacked from the top down, as seen from under it.
 */
export function pergola(scene: Scene, o: PergolaOptions) {
  const h = o.h ?? 2.75
  const p = o.post ?? 0.16
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const wood = o.wood
  const side = { base: wood, top: lighten(wood, 0.12), bottom: darken(wood, 0.1) }
  for (const x of [x0, x1 - p]) {
    for (const z of [z0, z1 - p]) {
      box(scene, { x: [x, x + p], y: [0, h - 0.3], z: [z, z + p] }, side)
      box(
        scene,
        { x: [x - 0.03, x + p + 0.03], y: [0, 0.12], z: [z - 0.03, z + p + 0.03] },
        darken(wood, 0.15),
      )
    }
  }
  const below = scene.cam.eye[1] < h
  const tiers: Box[][] = [[], [], []]
  for (const z of [z0, z1 - p])
    tiers[0]?.push({ x: [x0 - 0.45, x1 + 0.45], y: [h - 0.3, h], z: [z + 0.02, z + p - 0.02] })
  const spacing = o.spacing ?? 0.42
  for (let x = x0 - 0.2; x <= x1 + 0.2; x += spacing)
    tiers[1]?.push({ x: [x, x + 0.05], y: [h, h + 0.2], z: [z0 - 0.4, z1 + 0.4] })
  for (let z = z0 + 0.1; z <= z1; z += 0.3)
    tiers[2]?.push({ x: [x0 - 0.3, x1 + 0.3], y: [h + 0.2, h + 0.25], z: [z, z + 0.05] })
  const order = below ? [2, 1, 0] : [0, 1, 2]
  const top: V3 = [(x0 + x1) / 2, h, (z0 + z1) / 2]
  scene.group(
    () => {
      for (const t of order) {
        const parts = [...(tiers[t] ?? [])].sort(
          (a, b) => scene.cam.distance(mid(b)) - scene.cam.distance(mid(a)),
        )
        scene.group(() => {
          for (const b of parts) box(scene, b, side)
        }, 0)
      }
      if (o.vines) vines(scene, o, h)
    },
    scene.cam.distance(top),
    () => 0,
  )
  if (o.vines) {
    const v = o.vines
    const r = rng((o.seed ?? 3) + 1)
    // A stem twining up each front post, leaves alternating along it.
    for (const x of [x0, x1 - p]) {
      const z = z0 - 0.01
      const leaves: { x: number; y: number; r: number }[] = []
      const stem: { x: number; y: number }[] = []
      for (let y = 0.1; y < h - 0.25; y += 0.16) {
        const q = scene.project([x + p / 2 + Math.sin(y * 5) * p * 0.45, y, z])
        stem.push(q)
        const s = scene.scale([x, y, z])
        const dir = Math.sin(y * 5) > 0 ? 1 : -1
        if (y > 0.5 || r() < 0.5)
          leaves.push({
            x: q.x + dir * 0.07 * s,
            y: q.y - 0.02 * s,
            r: 0.055 * s * r.range(0.8, 1.3),
          })
      }
      const at: V3 = [x + p / 2, 0, z]
      scene.sprite(
        at,
        () =>
          path(lineD(stem), 'none', { stroke: v.dark, 'stroke-width': 1.6 }) +
          path(circlesD(leaves), v.dark) +
          path(
            circlesD(
              leaves.map((l) => ({ x: l.x - l.r * 0.2, y: l.y - l.r * 0.25, r: l.r * 0.6 })),
            ),
            v.light,
          ),
        undefined,
        -0.2,
      )
    }
  }
}

const mid = (b: Box): V3 => [(b.x[0] + b.x[1]) / 2, (b.y[0] + b.y[1]) / 2, (b.z[0] + b.z[1]) / 2]

/** Leaf clusters draped along the rafters and beams of a pergola. */
function vines(scene: Scene, o: PergolaOptions, h: number) {
  const v = o.vines
  if (!v) return
  const r = rng(o.seed ?? 3)
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  // Leaf clumps: a few small discs each, in three tones picked at random, so the mass reads as
  // foliage rather than beads.
  const tones: { x: number; y: number; r: number }[][] = [[], [], []]
  const blooms: { x: number; y: number; r: number }[] = []
  for (let i = 0; i < 50; i++) {
    const along = r() < 0.6
    const x = along ? r.range(x0 - 0.3, x1 + 0.3) : r.pick([x0, x1])
    const z = along ? r.pick([z0, z1]) : r.range(z0, z1)
    const y = h + r.range(-0.2, 0.28)
    const q = scene.project([x, y, z])
    const s = scene.scale([x, y, z])
    for (let k = 0; k < 5; k++) {
      const leaf = {
        x: q.x + r.range(-0.12, 0.12) * s,
        y: q.y + r.range(-0.08, 0.08) * s,
        r: s * r.range(0.035, 0.06),
      }
      tones[k < 2 ? 0 : k < 4 ? 1 : 2]?.push(leaf)
    }
    if (v.flower && r() < 0.35)
      blooms.push({ x: q.x + r.range(-0.1, 0.1) * s, y: q.y + 0.04 * s, r: s * 0.03 })
    if (r() < 0.2) {
      // A hanging tendril.
      const len = s * r.range(0.25, 0.7)
      for (let k = 1; k < 5; k++)
        tones[0]?.push({ x: q.x + r.range(-2, 2), y: q.y + (len * k) / 4, r: s * 0.03 })
    }
  }
  const at: V3 = [(x0 + x1) / 2, h, (z0 + z1) / 2]
  scene.add(
    path(circlesD(tones[0] ?? []), scene.tone(v.dark, at)) +
      path(circlesD(tones[1] ?? []), scene.tone(mix(v.dark, v.light, 0.5), at)) +
      path(circlesD(tones[2] ?? []), scene.tone(v.light, at)) +
      (blooms.length ? path(circlesD(blooms), v.flower ?? '#fff') : ''),
    0,
  )
}

export type Window = { face: FaceKey; u: number; v: number; w: number; h: number; lit?: boolean }

export type HouseOptions = {
  x: [number, number]
  z: [number, number]
  wallH: number
  roofH: number
  siding: string
  trim: string
  roof: string
  windows: Window[]
  /** Window light colour (dusk and night); glass reflects the sky otherwise. */
  glowColor?: string
  glass?: string
  overhang?: number
}

/** A house: siding box, gable roof along x, trimmed windows (glowing when lit). */
export function house(scene: Scene, o: HouseOptions) {
  const b: Box = { x: o.x, y: [0, o.wallH], z: o.z }
  const walls = box(scene, b, o.siding)
  const oh = o.overhang ?? 0.35
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const zm = (z0 + z1) / 2
  const top = o.wallH + o.roofH
  const y = o.wallH - 0.05
  // Slopes and gable ends, each turned outward from the middle of the house.
  const inside: V3 = [(x0 + x1) / 2, o.wallH, zm]
  outwardFace(
    scene,
    [
      [x0 - oh, y, z0 - oh],
      [x1 + oh, y, z0 - oh],
      [x1 + oh, top, zm],
      [x0 - oh, top, zm],
    ],
    inside,
    o.roof,
    {},
  )
  outwardFace(
    scene,
    [
      [x1 + oh, y, z1 + oh],
      [x0 - oh, y, z1 + oh],
      [x0 - oh, top, zm],
      [x1 + oh, top, zm],
    ],
    inside,
    o.roof,
    {},
  )
  scene.face(
    [
      [x0, o.wallH, z1],
      [x0, o.wallH, z0],
      [x0, top - 0.1, zm],
    ],
    o.siding,
    { normal: [-1, 0, 0] },
  )
  scene.face(
    [
      [x1, o.wallH, z0],
      [x1, o.wallH, z1],
      [x1, top - 0.1, zm],
    ],
    o.siding,
    { normal: [1, 0, 0] },
  )
  // Fascia under the roof edge.
  box(scene, { x: [x0 - oh, x1 + oh], y: [y - 0.18, y], z: [z0 - oh, z0 - oh + 0.04] }, o.trim)
  for (const w of o.windows) {
    if (!walls[w.face]) continue
    decalOnFace(
      scene,
      walls,
      w.face,
      [w.u - 0.08, w.u + w.w + 0.08, w.v - 0.08, w.v + w.h + 0.08],
      o.trim,
    )
    const lit = w.lit && o.glowColor
    decalOnFace(
      scene,
      walls,
      w.face,
      [w.u, w.u + w.w, w.v, w.v + w.h],
      lit ? (o.glowColor as string) : (o.glass ?? '#2c3442'),
      { flat: !!lit },
    )
    // Muntins.
    const mw = 0.035
    decalOnFace(
      scene,
      walls,
      w.face,
      [w.u + w.w / 2 - mw, w.u + w.w / 2 + mw, w.v, w.v + w.h],
      o.trim,
    )
    decalOnFace(
      scene,
      walls,
      w.face,
      [w.u, w.u + w.w, w.v + w.h / 2 - mw, w.v + w.h / 2 + mw],
      o.trim,
    )
    if (lit) {
      const c = windowCentre(b, w)
      const q = scene.project(c)
      scene.add(
        glow(scene.art, q.x, q.y, Math.max(w.w, w.h) * scene.scale(c) * 1.1, WARM, 0.35),
        0,
        OVERLAY,
      )
    }
  }
  return walls
}

function windowCentre(b: Box, w: Window): V3 {
  const u = w.u + w.w / 2
  const v = w.v + w.h / 2
  switch (w.face) {
    case 'front':
      return [b.x[0] + u, v, b.z[0]]
    case 'back':
      return [b.x[1] - u, v, b.z[1]]
    case 'left':
      return [b.x[0], v, b.z[1] - u]
    default:
      return [b.x[1], v, b.z[0] + u]
  }
}

/** A cedar privacy fence along x at depth z: boards between posts, a cap rail. */
export function fence(
  scene: Scene,
  o: { x: [number, number]; z: number; h?: number; wood: string },
) {
  const h = o.h ?? 1.8
  const [x0, x1] = o.x
  const face = box(scene, { x: o.x, y: [0, h], z: [o.z, o.z + 0.04] }, o.wood)
  if (face.front) {
    let seams = ''
    for (let x = x0 + 0.14; x < x1; x += 0.14)
      seams += lineD([scene.project([x, 0, o.z - 0.005]), scene.project([x, h, o.z - 0.005])])
    face.front.after += path(seams, 'none', {
      stroke: darken(o.wood, 0.3),
      'stroke-width': 0.8,
      'stroke-opacity': 0.6,
    })
  }
  for (let x = x0; x <= x1; x += 2.4)
    box(scene, { x: [x, x + 0.1], y: [0, h + 0.08], z: [o.z - 0.1, o.z] }, darken(o.wood, 0.08))
  box(scene, { x: [x0, x1], y: [h, h + 0.06], z: [o.z - 0.08, o.z + 0.06] }, lighten(o.wood, 0.05))
}
