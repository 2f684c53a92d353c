import { add, block, mul, outwardFace } from './block'
import type { V3 } from './camera'
import { darken, lighten } from './color'
import { normalize } from './light'
import type { Scene } from './scene'
import { prism, ring } from './solids'

/** A local frame on the ground: a right, up and forward axis around an origin. */
function frame(at: V3, facing: V3) {
  const f = normalize([facing[0], 0, facing[2]])
  const rgt: V3 = [f[2], 0, -f[0]]
  const L = (a: number, b: number, c: number): V3 =>
    add(add(add(at, mul(rgt, a)), [0, b, 0]), mul(f, c))
  const part = (
    scene: Scene,
    p: V3,
    size: V3,
    color: string | { top: string; side: string },
    tilt: V3 = [0, 0, 0],
  ) => {
    // p is the local min corner; size along right, up and forward; tilt leans the up axis.
    const u = mul(rgt, size[0])
    const v = add([0, size[1], 0], add(mul(rgt, tilt[0] * size[1]), mul(f, tilt[2] * size[1])))
    const w = mul(f, size[2])
    block(scene, L(...p), u, v, w, color)
  }
  return { L, part, f, rgt }
}

/** The centre of a ring of seats around a point, each facing it. */
export function around(c: V3, r: number, angles: number[]): { at: V3; facing: V3 }[] {
  return angles.map((a) => {
    const at: V3 = [c[0] + Math.cos(a) * r, 0, c[2] + Math.sin(a) * r]
    return { at, facing: [c[0] - at[0], 0, c[2] - at[2]] }
  })
}

/** A classic Adirondack chair: slatted fan back, wide arms, sloped seat. */
export function adirondack(scene: Scene, at: V3, facing: V3, color: string) {
  const { part } = frame(at, facing)
  const c = { top: lighten(color, 0.08), side: color }
  const dark = darken(color, 0.25)
  scene.group(() => {
    // Back legs/stringers and the fan back (tilted toward the rear).
    for (const a of [-0.3, 0.26]) part(scene, [a, 0, -0.35], [0.04, 0.34, 0.75], dark)
    for (let i = 0; i < 5; i++) {
      const a = -0.26 + i * 0.11
      const hgt = 0.62 + (i === 2 ? 0.12 : i === 1 || i === 3 ? 0.08 : 0)
      part(scene, [a, 0.3, -0.32], [0.09, hgt, 0.03], c, [(a + 0.04) * 0.25, 0, -0.55])
    }
    for (let i = 0; i < 6; i++)
      part(scene, [-0.3, 0.34 - i * 0.01, -0.3 + i * 0.1], [0.6, 0.03, 0.08], c)
    for (const a of [-0.36, 0.24]) {
      part(scene, [a + 0.03, 0, 0.3], [0.06, 0.58, 0.06], dark)
      part(scene, [a - 0.02, 0.58, -0.22], [0.14, 0.03, 0.66], c)
    }
  }, scene.cam.distance(at) - 0.1)
}

/** An outdoor sofa: frame, seat and back cushions, and a couple of throw pillows. */
export function sofa(
  scene: Scene,
  at: V3,
  facing: V3,
  o: { w: number; frame: string; cushion: string; pillows: string[] },
) {
  const { part } = frame(at, facing)
  const w = o.w
  const fr = { top: lighten(o.frame, 0.1), side: o.frame }
  const cu = { top: lighten(o.cushion, 0.06), side: darken(o.cushion, 0.06) }
  scene.group(() => {
    part(scene, [-w / 2, 0.05, -0.4], [w, 0.3, 0.8], fr)
    part(scene, [-w / 2, 0.05, -0.45], [w, 0.72, 0.16], fr)
    part(scene, [-w / 2 + 0.1, 0.35, -0.28], [w - 0.2, 0.14, 0.66], cu)
    part(scene, [-w / 2 + 0.1, 0.42, -0.3], [w - 0.2, 0.42, 0.16], cu, [0, 0, -0.12])
    for (const a of [-w / 2, w / 2 - 0.12]) part(scene, [a, 0.05, -0.42], [0.12, 0.58, 0.82], fr)
    o.pillows.forEach((p, i) => {
      const a = -w / 2 + 0.2 + (i * (w - 0.65)) / Math.max(1, o.pillows.length - 1)
      part(
        scene,
        [a, 0.48, -0.18],
        [0.32, 0.3, 0.1],
        { top: lighten(p, 0.1), side: p },
        [0, 0, -0.2],
      )
    })
  }, scene.cam.distance(at) - 0.05)
}

/** A table: slab top on four legs. */
export function table(
  scene: Scene,
  at: V3,
  o: { w: number; d: number; h: number; top: string; leg: string; facing?: V3 },
) {
  const { part } = frame(at, o.facing ?? [0, 0, 1])
  scene.group(() => {
    for (const a of [-o.w / 2 + 0.05, o.w / 2 - 0.1])
      for (const c of [-o.d / 2 + 0.05, o.d / 2 - 0.1])
        part(scene, [a, 0, c], [0.05, o.h - 0.05, 0.05], o.leg)
    part(scene, [-o.w / 2, o.h - 0.05, -o.d / 2], [o.w, 0.05, o.d], {
      top: lighten(o.top, 0.08),
      side: o.top,
    })
  }, scene.cam.distance(at))
}

/** A dining or bistro chair with a slatted back. */
export function chair(scene: Scene, at: V3, facing: V3, color: string) {
  const { part } = frame(at, facing)
  const c = { top: lighten(color, 0.1), side: color }
  scene.group(() => {
    for (const a of [-0.2, 0.16])
      for (const z of [-0.18, 0.16]) part(scene, [a, 0, z], [0.035, 0.45, 0.035], color)
    part(scene, [-0.21, 0.45, -0.2], [0.42, 0.04, 0.42], c)
    for (let i = 0; i < 2; i++)
      part(scene, [-0.2, 0.62 + i * 0.14, -0.2], [0.4, 0.08, 0.03], c, [0, 0, -0.1])
    for (const a of [-0.2, 0.165])
      part(scene, [a, 0.45, -0.2], [0.035, 0.42, 0.035], color, [0, 0, -0.1])
  }, scene.cam.distance(at))
}

/** A bar stool: round seat on splayed legs with a footrest. */
export function barStool(scene: Scene, at: V3, o: { seat: string; frame: string; h?: number }) {
  const h = o.h ?? 0.72
  scene.group(() => {
    for (const [dx, dz] of [
      [-0.15, -0.15],
      [0.12, -0.15],
      [-0.15, 0.12],
      [0.12, 0.12],
    ] as const)
      block(
        scene,
        [at[0] + dx, 0, at[2] + dz],
        [0.03, 0, 0],
        [-dx * 0.3, h, -dz * 0.3],
        [0, 0, 0.03],
        o.frame,
      )
    prism(scene, ring(at[0], at[2], 0.2, 16), h, h + 0.07, o.seat)
  }, scene.cam.distance(at))
}

/** A chaise lounge: a long frame with a raised back. */
export function chaise(scene: Scene, at: V3, facing: V3, o: { frame: string; cushion: string }) {
  const { part } = frame(at, facing)
  scene.group(() => {
    part(scene, [-0.32, 0.08, -0.9], [0.64, 0.2, 1.8], {
      top: lighten(o.frame, 0.1),
      side: o.frame,
    })
    part(scene, [-0.3, 0.28, -0.35], [0.6, 0.08, 1.25], {
      top: o.cushion,
      side: darken(o.cushion, 0.08),
    })
    part(
      scene,
      [-0.3, 0.3, -0.42],
      [0.6, 0.72, 0.08],
      { top: o.cushion, side: darken(o.cushion, 0.05) },
      // Reclined toward the head end.
      [0, 0, -0.75],
    )
  }, scene.cam.distance(at))
}

/** A planter: a tapered round pot (wider at the rim) or a square box, with soil showing. */
export function planter(
  scene: Scene,
  at: V3,
  o: { r: number; h: number; color: string; round?: boolean },
) {
  if (!o.round) {
    const f = [
      [at[0] - o.r, at[2] - o.r],
      [at[0] + o.r, at[2] - o.r],
      [at[0] + o.r, at[2] + o.r],
      [at[0] - o.r, at[2] + o.r],
    ] as [number, number][]
    prism(scene, f, at[1], at[1] + o.h, { base: o.color, top: darken(o.color, 0.55) })
    return
  }
  const segs = 18
  const bottom = ring(at[0], at[2], o.r * 0.72, segs)
  const top = ring(at[0], at[2], o.r, segs)
  const y0 = at[1]
  const y1 = at[1] + o.h
  const inside: V3 = [at[0], (y0 + y1) / 2, at[2]]
  scene.group(() => {
    for (let i = 0; i < segs; i++) {
      const [ax, az] = bottom[i] as [number, number]
      const [bx, bz] = bottom[(i + 1) % segs] as [number, number]
      const [cx, cz] = top[(i + 1) % segs] as [number, number]
      const [dx, dz] = top[i] as [number, number]
      outwardFace(
        scene,
        [
          [ax, y0, az],
          [bx, y0, bz],
          [cx, y1, cz],
          [dx, y1, dz],
        ],
        inside,
        o.color,
        {},
      )
    }
    const rim = ring(at[0], at[2], o.r * 0.9, segs).map(([x, z]) => [x, y1 - 0.02, z] as V3)
    scene.face(
      top.map(([x, z]) => [x, y1, z] as V3),
      lighten(o.color, 0.1),
      { normal: [0, 1, 0] },
    )
    const soil = scene.items.at(-1)
    if (soil) scene.decal(soil, rim, '#3a2a1e', { normal: [0, 1, 0] })
  }, scene.cam.distance(at))
}

/** A white resin (monobloc) patio chair: one moulded seat, back and arms on splayed legs. */
export function plasticChair(scene: Scene, at: V3, facing: V3, color: string) {
  const { part } = frame(at, facing)
  const c = { top: lighten(color, 0.04), side: darken(color, 0.1) }
  scene.group(() => {
    for (const a of [-0.25, 0.205])
      for (const z of [-0.24, 0.2]) part(scene, [a, 0, z], [0.045, 0.42, 0.045], c)
    part(scene, [-0.25, 0.4, -0.25], [0.5, 0.04, 0.5], c)
    part(scene, [-0.24, 0.44, -0.26], [0.48, 0.46, 0.04], c, [0, 0, -0.22])
    for (const a of [-0.28, 0.23]) {
      part(scene, [a, 0.62, -0.28], [0.05, 0.035, 0.44], c)
      part(scene, [a + 0.005, 0.44, 0.1], [0.04, 0.18, 0.04], c)
    }
  }, scene.cam.distance(at))
}
