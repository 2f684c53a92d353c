import type { V3 } from './camera'
import { darken, jitter, lighten, mix } from './color'
import { grass } from './nature'
import { type Rng, rng } from './rng'
import { GROUND, type Item, type Scene, type Sprite } from './scene'
import { box } from './solids'
import { circlesD, d, ellipse, group, lineD, type Pt, path } from './svg'

// Everything lies in world space, so a "before" drawn with the same camera lines up with its
// "after" pixel for pixel.

export const CLAY = ['#a35c3a', '#b06c48', '#955338', '#b97f5a']
export const STRAW = ['#cbb874', '#bcad6a', '#d4c283', '#a9a660']
export const CONCRETE = '#aba69c'

type XZ = [number, number]

function outline(c: XZ, rx: number, rz: number, r: Rng, rough: number, count = 11): XZ[] {
  const phase = r.range(0, Math.PI * 2)
  const wobble = Array.from({ length: 3 }, () => r.range(-rough, rough))
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2
    const k =
      1 +
      (wobble[0] as number) * Math.sin(2 * a + phase) +
      (wobble[1] as number) * Math.sin(3 * a + phase * 2) * 0.6 +
      (wobble[2] as number) * Math.sin(5 * a + phase * 3) * 0.4 +
      r.range(-rough, rough) * 0.45
    return [c[0] + Math.cos(a) * rx * k, c[1] + Math.sin(a) * rz * k]
  })
}

function inView(scene: Scene, at: V3, margin = 0.3): boolean {
  if (scene.cam.view(at)[2] < 1) return false
  const p = scene.project(at)
  const { W, H } = scene.cam
  return p.x > -W * margin && p.x < W * (1 + margin) && p.y < H * (1 + margin)
}

// Quadratic corners through the edges' midpoints: rounder and about half the bytes of Catmull-Rom.
function softD(pts: readonly Pt[]): string {
  const m = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
  const last = pts[pts.length - 1] as Pt
  const first = pts[0] as Pt
  const start = m(last, first)
  let out = d`M${start.x} ${start.y}`
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i] as Pt
    const q = m(p, pts[(i + 1) % pts.length] as Pt)
    out += d`Q${p.x} ${p.y} ${q.x} ${q.y}`
  }
  return `${out}Z`
}

function groundShape(
  scene: Scene,
  pts: readonly XZ[],
  color: string,
  at: V3,
  o: { y?: number; bias?: number; opacity?: number; edge?: Edge } = {},
): Item | null {
  const y = o.y ?? 0.001
  const screen = scene.cam.polygon(pts.map(([x, z]) => [x, y, z] as V3))
  if (screen.length < 3) return null
  const light = (c: string) => scene.lit(c, [0, 1, 0], at, false)
  const opacity = o.opacity !== undefined && o.opacity < 1 ? o.opacity : undefined
  const edge = o.edge
    ? {
        stroke: light(o.edge.color),
        'stroke-width': o.edge.width * scene.scale(at),
        'stroke-opacity': o.edge.opacity ?? 0.5,
      }
    : {}
  return scene.add(
    path(softD(screen), light(color), { 'fill-opacity': opacity, ...edge }),
    scene.cam.distance(at) + (o.bias ?? 0),
    GROUND,
  )
}

// Width in metres.
export type Edge = { color: string; width: number; opacity?: number }

// `bias` stacks patches in the ground layer: straw first, clay on it, paths on top.
export function patch(
  scene: Scene,
  c: XZ,
  o: {
    rx: number
    rz: number
    color: string
    seed?: number
    rough?: number
    bias?: number
    opacity?: number
    edge?: Edge
  },
) {
  const at: V3 = [c[0], 0, c[1]]
  if (!inView(scene, at)) return
  const r = rng(o.seed ?? 5)
  return groundShape(scene, outline(c, o.rx, o.rz, r, o.rough ?? 0.25), o.color, at, o)
}

export function tufts(
  scene: Scene,
  c: XZ,
  o: { rx: number; rz: number; count: number; h?: number; color: string; seed?: number },
) {
  const r = rng(o.seed ?? 7)
  const h = o.h ?? 0.09
  let blades = ''
  let width = 0
  for (let i = 0; i < o.count; i++) {
    const a = r.range(0, Math.PI * 2)
    const k = Math.sqrt(r.range(0.3, 1))
    const q: V3 = [c[0] + Math.cos(a) * o.rx * k, 0, c[1] + Math.sin(a) * o.rz * k]
    if (!inView(scene, q, 0)) continue
    const p = scene.project(q)
    const s = scene.scale(q)
    const t = h * s * r.range(0.6, 1.2)
    width = Math.max(0.7, 0.012 * s)
    blades += d`M${p.x - t * 0.35} ${p.y - t}L${p.x} ${p.y}L${p.x + t * 0.3} ${p.y - t * 0.9}M${p.x} ${p.y}l${t * 0.05} ${-t * 1.1}`
  }
  const at: V3 = [c[0], 0, c[1]]
  if (!blades) return
  return scene.add(
    path(blades, 'none', {
      stroke: scene.lit(o.color, [0, 1, 0], at, false),
      'stroke-width': width,
      'stroke-linecap': 'round',
    }),
    // Over the bare patches, under a slab or a path laid across them.
    scene.cam.distance(at) + 44,
    GROUND,
  )
}

export function patchyLawn(
  scene: Scene,
  area: { x: [number, number]; z: [number, number] },
  o: { count: number; seed?: number; straw?: string[]; clay?: string[]; size?: [number, number] },
) {
  const r = rng(o.seed ?? 11)
  const straw = o.straw ?? STRAW
  const clay = o.clay ?? CLAY
  const [lo, hi] = o.size ?? [0.4, 1.4]
  for (let i = 0; i < o.count; i++) {
    const c: XZ = [r.range(area.x[0], area.x[1]), r.range(area.z[0], area.z[1])]
    const bare = i % 3 === 2
    // Bare spots stay small: the lawn is thin, not gone.
    const size = r.range(lo, hi) * (bare ? 0.6 : 1)
    patch(scene, c, {
      rx: size * r.range(0.9, 1.6),
      rz: size * r.range(0.6, 1),
      color: jitter(r.pick(bare ? clay : straw), r.range(-0.05, 0.05)),
      seed: (o.seed ?? 11) * 31 + i,
      rough: 0.3,
      bias: bare ? 60 : 80,
      opacity: bare ? 0.85 : 0.55,
      edge: bare
        ? { color: mix(clay[0] as string, straw[3] as string, 0.6), width: 0.2, opacity: 0.4 }
        : undefined,
    })
  }
}

export function wornPath(
  scene: Scene,
  centre: readonly XZ[],
  o: { width: number; color: string; seed?: number; bias?: number; edge?: Edge },
) {
  const r = rng(o.seed ?? 3)
  // Feet wander: a point between each pair, pushed a little to one side.
  const line: XZ[] = []
  for (let i = 0; i < centre.length; i++) {
    const p = centre[i] as XZ
    line.push(p)
    const q = centre[i + 1]
    if (!q) break
    const dx = q[0] - p[0]
    const dz = q[1] - p[1]
    const l = Math.hypot(dx, dz) || 1
    const k = r.range(-0.4, 0.4) * o.width
    line.push([(p[0] + q[0]) / 2 - (dz / l) * k, (p[1] + q[1]) / 2 + (dx / l) * k])
  }
  const left: XZ[] = []
  const right: XZ[] = []
  for (let i = 0; i < line.length; i++) {
    const a = line[Math.max(0, i - 1)] as XZ
    const b = line[Math.min(line.length - 1, i + 1)] as XZ
    const p = line[i] as XZ
    const dx = b[0] - a[0]
    const dz = b[1] - a[1]
    const l = Math.hypot(dx, dz) || 1
    const wl = (o.width / 2) * r.range(0.7, 1.2)
    const wr = (o.width / 2) * r.range(0.7, 1.2)
    left.push([p[0] - (dz / l) * wl, p[1] + (dx / l) * wl])
    right.unshift([p[0] + (dz / l) * wr, p[1] - (dx / l) * wr])
  }
  const mid = line[Math.floor(line.length / 2)] as XZ
  return groundShape(scene, [...left, ...right], o.color, [mid[0], 0, mid[1]], {
    bias: o.bias ?? 40,
    opacity: 0.85,
    edge: o.edge,
  })
}

// Returns the points where weeds would come up through the cracks.
export function crackedSlab(
  scene: Scene,
  o: { x: [number, number]; z: [number, number]; h?: number; color?: string; seed?: number },
): V3[] {
  const h = o.h ?? 0.1
  const color = o.color ?? CONCRETE
  const r = rng(o.seed ?? 13)
  const slab = box(
    scene,
    { x: o.x, y: [0, h], z: o.z },
    { base: darken(color, 0.12), top: color },
    // Low enough to lie with the ground: whatever stands on it draws after it.
    { points: false, layer: GROUND },
  )
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const y = h + 0.002
  const mid: V3 = [(x0 + x1) / 2, h, (z0 + z1) / 2]
  const s = scene.scale(mid)
  const weedsAt: V3[] = []
  // Stains: rust where a grill stood, dark mildew toward the edges.
  let stains = ''
  for (let i = 0; i < 4; i++) {
    const c: XZ = [r.range(x0 + 0.3, x1 - 0.3), r.range(z0 + 0.3, z1 - 0.3)]
    const pts = scene.cam.polygon(
      outline(c, r.range(0.15, 0.45), r.range(0.12, 0.3), r, 0.3, 9).map(
        ([x, z]) => [x, y, z] as V3,
      ),
    )
    const tint = i % 2 ? darken(color, 0.22) : '#8f7a62'
    stains += path(softD(pts), scene.lit(tint, [0, 1, 0], mid, false), {
      'fill-opacity': 0.55,
    })
  }
  // Cracks: random walks from a point on an edge toward the middle, with a branch or two.
  let cracks = ''
  const walk = (start: XZ, heading: number, steps: number, branch: boolean) => {
    let [x, z] = start
    let a = heading
    const pts = [scene.project([x, y, z])]
    for (let i = 0; i < steps; i++) {
      a += r.range(-0.6, 0.6)
      const len = r.range(0.15, 0.35)
      const nx = Math.min(x1 - 0.02, Math.max(x0 + 0.02, x + Math.cos(a) * len))
      const nz = Math.min(z1 - 0.02, Math.max(z0 + 0.02, z + Math.sin(a) * len))
      x = nx
      z = nz
      pts.push(scene.project([x, y, z]))
      if (branch && i === Math.floor(steps / 2)) walk([x, z], a + r.pick([-1, 1]) * 1.1, 3, false)
    }
    cracks += lineD(pts)
    weedsAt.push([x, h, z])
  }
  const edges: [XZ, number][] = [
    [[r.range(x0 + 0.2, x1 - 0.2), z0], Math.PI / 2],
    [[x1, r.range(z0 + 0.2, z1 - 0.2)], Math.PI],
    [[r.range(x0 + 0.2, x1 - 0.2), z1], -Math.PI / 2],
    [[x0, r.range(z0 + 0.2, z1 - 0.2)], 0],
  ]
  for (const [start, heading] of edges) walk(start, heading, r.int(4, 7), true)
  const top = slab.top
  if (top)
    top.after +=
      stains +
      path(cracks, 'none', {
        stroke: scene.lit(darken(color, 0.55), [0, 1, 0], mid, false),
        'stroke-width': Math.max(0.8, 0.014 * s),
      })
  return weedsAt
}

export function weeds(
  seed: number,
  o: { h: number; color: string; lit?: string; flower?: string; seedHead?: string },
): Sprite {
  return (p, s, tone) => {
    const r = rng(seed)
    const h = o.h * s
    let leaves = ''
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI * (0.08 + (0.84 * i) / 6) + r.range(-0.15, 0.15)
      const len = h * r.range(0.3, 0.55)
      const tx = Math.cos(a) * len
      const ty = Math.sin(a) * len * 0.7
      // A ragged leaf: out to the tip with a notch half way.
      leaves += d`M${p.x} ${p.y}l${tx * 0.5} ${ty * 0.5 - len * 0.08}l${tx * 0.1} ${len * 0.06}l${tx * 0.4} ${ty * 0.5}`
    }
    let stalks = ''
    const heads: { x: number; y: number; r: number }[] = []
    const puffs: { x: number; y: number; r: number }[] = []
    const count = r.int(2, 4)
    for (let i = 0; i < count; i++) {
      const x = p.x + r.range(-0.25, 0.25) * h
      const top = h * r.range(0.55, 1)
      const lean = r.range(-0.2, 0.2) * h
      stalks += d`M${x} ${p.y}Q${x + lean * 0.2} ${p.y - top * 0.6} ${x + lean} ${p.y - top}`
      const k = r()
      if (o.flower && k < 0.5)
        heads.push({ x: x + lean, y: p.y - top, r: Math.max(1, h * r.range(0.05, 0.07)) })
      else if (o.seedHead && k < 0.8)
        puffs.push({ x: x + lean, y: p.y - top, r: Math.max(1.2, h * r.range(0.07, 0.1)) })
    }
    return (
      path(leaves, 'none', {
        stroke: tone(o.color),
        'stroke-width': Math.max(1, h * 0.06),
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      path(stalks, 'none', {
        stroke: tone(o.lit ?? o.color),
        'stroke-width': Math.max(0.6, h * 0.018),
      }) +
      (heads.length ? path(circlesD(heads), tone(o.flower ?? '#e8c33a')) : '') +
      (puffs.length
        ? path(circlesD(puffs), tone(o.seedHead ?? '#e9e6da'), { 'fill-opacity': 0.8 })
        : '')
    )
  }
}

// Drawn flat at its spot but coloured by the scene's light, so it sits in any hour.
export function kettleGrill(scene: Scene, at: V3, o: { seed?: number; color?: string } = {}) {
  const body = o.color ?? '#35302d'
  const e = scene.cam.eye
  const dist = Math.hypot(e[0] - at[0], e[2] - at[2]) || 1
  const toEye: V3 = [(e[0] - at[0]) / dist, 0, (e[2] - at[2]) / dist]
  const lit = (c: string, n: V3) => scene.lit(c, n, [at[0], at[1] + 0.7, at[2]])
  const front = lit(body, toEye)
  const top = lit(lighten(body, 0.08), [0, 1, 0])
  const shadow = lit(darken(body, 0.35), [-toEye[0], 0, -toEye[2]])
  const rust = [lit('#8d4a24', toEye), lit('#a8602f', [0, 1, 0])]
  const legColor = lit('#5b5752', toEye)
  // How much of the rim's ellipse shows, from the eye's height over the grill.
  const tilt = Math.min(0.45, Math.max(0.1, (e[1] - at[1] - 0.72) / dist))
  return scene.sprite(at, (p, s) => {
    const r = rng(o.seed ?? 4)
    const R = 0.29 * s
    const cy = p.y - 0.72 * s
    const ry = R * tilt
    const lw = Math.max(0.8, 0.02 * s)
    // Legs and the triangular ash rack, and a wheel on the front leg.
    const feet = [p.x - R * 0.85, p.x + R * 0.85, p.x + R * 0.1]
    const footY = [p.y, p.y, p.y - 0.1 * s]
    let legs = ''
    feet.forEach((x, i) => {
      legs += d`M${p.x + (x - p.x) * 0.55} ${cy + R * 0.5}L${x} ${footY[i] as number}`
    })
    const rackY = p.y - 0.28 * s
    legs += d`M${p.x - R * 0.7} ${rackY}L${p.x + R * 0.7} ${rackY}L${p.x + R * 0.15} ${rackY - 0.05 * s}Z`
    let out = path(legs, 'none', { stroke: legColor, 'stroke-width': lw })
    out += ellipse(p.x - R * 0.85, p.y - 0.04 * s, 0.05 * s, 0.05 * s, shadow)
    // The bowl: a half ellipse hanging under the rim, shaded on the side away from the light.
    const bowl = d`M${p.x - R} ${cy}A${R} ${R * 0.95} 0 0 0 ${p.x + R} ${cy}Z`
    out += path(bowl, front)
    out += path(
      d`M${p.x + R * 0.2} ${cy + R * 0.93}A${R} ${R * 0.95} 0 0 0 ${p.x + R} ${cy}Z`,
      shadow,
      {
        'fill-opacity': 0.6,
      },
    )
    // Rust coming through in blotches, and a run down from the rim.
    const blots: { x: number; y: number; r: number }[] = []
    for (let i = 0; i < 5; i++) {
      const a = r.range(0.15, 0.85) * Math.PI
      const k = r.range(0.3, 0.85)
      const x = p.x + Math.cos(a) * R * k
      const y = cy + Math.sin(a) * R * 0.95 * k * 0.9
      const size = R * r.range(0.04, 0.09)
      blots.push({ x, y, r: size }, { x: x + size * 0.9, y: y + size * 0.4, r: size * 0.7 })
    }
    out += path(circlesD(blots), rust[0] as string, { 'fill-opacity': 0.85 })
    out += path(d`M${p.x + R * 0.35} ${cy + R * 0.05}l${-R * 0.04} ${R * 0.45}`, 'none', {
      stroke: rust[0] as string,
      'stroke-width': R * 0.07,
      'stroke-linecap': 'round',
    })
    // The rim, and the lid sitting crooked on it.
    out += ellipse(p.x, cy, R, ry, darken(top, 0.3))
    const lift = 0.05 * s
    const lid = d`M${p.x - R * 1.02} ${cy - ry * 0.2}A${R * 1.02} ${R * 0.85} 0 0 1 ${p.x + R * 1.02} ${cy - ry * 0.2 - lift}Z`
    const hinge = `rotate(-7 ${Math.round(p.x - R)} ${Math.round(cy)})`
    out += group(
      path(lid, top) +
        path(
          d`M${p.x - R * 0.5} ${cy - R * 0.6}q${R * 0.3} ${-R * 0.28} ${R * 0.75} ${-R * 0.2}`,
          'none',
          {
            stroke: rust[1] as string,
            'stroke-width': R * 0.14,
            'stroke-linecap': 'round',
            'stroke-opacity': 0.8,
          },
        ) +
        path(d`M${p.x - R * 0.22} ${cy - R * 0.92}h${R * 0.44}`, 'none', {
          stroke: shadow,
          'stroke-width': Math.max(1, 0.035 * s),
          'stroke-linecap': 'round',
        }),
      { transform: hinge },
    )
    return out
  })
}

// Lit by the scene, so the same call serves noon and dusk.
export function weed(
  scene: Scene,
  at: V3,
  seed: number,
  o: { h?: number; flower?: boolean; seedHead?: boolean } = {},
) {
  const up: V3 = [0, 1, 0]
  const light = (c: string) => scene.lit(c, up, at, false)
  return scene.sprite(
    at,
    weeds(seed, {
      h: o.h ?? 0.35,
      color: light('#5d7436'),
      lit: light('#8a9a52'),
      flower: o.flower ? light('#f0c43a') : undefined,
      seedHead: o.seedHead ? light('#eeeadc') : undefined,
    }),
  )
}

export function rankGrass(scene: Scene, at: V3, seed: number, h = 0.6) {
  const up: V3 = [0, 1, 0]
  return scene.sprite(
    at,
    grass(seed, {
      h,
      color: scene.lit('#7d7a45', up, at, false),
      lit: scene.lit('#c2b07a', up, at, false),
      side: -1,
    }),
  )
}

export function stoop(
  scene: Scene,
  o: {
    x: [number, number]
    z: [number, number]
    h: number
    stair: [number, number]
    steps: number
  },
) {
  const wood = { base: '#6f685e', top: '#948b7e' }
  const [x0, x1] = o.x
  const [z0, z1] = o.z
  const top = box(scene, { x: o.x, y: [0, o.h], z: o.z }, wood)
  if (top.top) {
    let seams = ''
    for (let x = x0 + 0.14; x < x1 - 0.05; x += 0.14)
      seams += lineD([scene.project([x, o.h + 0.003, z0]), scene.project([x, o.h + 0.003, z1])])
    const mid: V3 = [(x0 + x1) / 2, o.h, (z0 + z1) / 2]
    top.top.after += path(seams, 'none', {
      stroke: scene.lit('#4e4840', [0, 1, 0], mid),
      'stroke-width': Math.max(0.6, 0.01 * scene.scale(mid)),
    })
  }
  const rise = o.h / (o.steps + 1)
  for (let i = 0; i < o.steps; i++)
    box(
      scene,
      { x: o.stair, y: [0, o.h - rise * (i + 1)], z: [z0 - 0.3 * (i + 1), z0 - 0.3 * i] },
      wood,
    )
  const post = { base: '#655e55', top: '#8a8276' }
  const railH = o.h + 0.9
  for (const x of [x0, x1 - 0.09]) {
    box(scene, { x: [x, x + 0.09], y: [0, railH], z: [z0, z0 + 0.09] }, post)
    box(scene, { x: [x, x + 0.04], y: [railH - 0.09, railH], z: [z0, z1] }, post)
  }
  for (const [a, b] of [
    [x0, o.stair[0]],
    [o.stair[1], x1],
  ] as const)
    box(scene, { x: [a, b], y: [railH - 0.09, railH], z: [z0, z0 + 0.04] }, post)
}
