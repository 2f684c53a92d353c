import { darken, lighten } from './color'
import { rng } from './rng'
import type { Sprite } from './scene'
import { circle, circlesD, d, ellipsesD, type Pt, path, smoothD } from './svg'

export type Foliage = { trunk: string; dark: string; mid: string; light: string }

type Blob = { x: number; y: number; r: number }

/** Overlapping circles in three tones: a shadow mass, a mid-tone body and lit tops. */
export function canopy(
  blobs: Blob[],
  pal: Foliage,
  side: number,
  tone: (c: string) => string,
  texture = false,
): string {
  // Small bumps around each blob break the perfect circles into leafy clumps.
  const edge: Blob[] = []
  if (texture)
    for (const [i, b] of blobs.entries())
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2 + i
        edge.push({
          x: b.x + Math.cos(a) * b.r * 0.88,
          y: b.y + Math.sin(a) * b.r * 0.88,
          r: b.r * 0.28,
        })
      }
  const base = path(circlesD([...blobs, ...edge]), tone(pal.dark))
  // A silhouette (all tones equal) needs one layer only.
  if (pal.mid === pal.dark && pal.light === pal.dark) return base
  const mid = blobs.map((b) => ({ x: b.x + side * b.r * 0.14, y: b.y - b.r * 0.18, r: b.r * 0.76 }))
  // Lit crescents on the blobs facing the light (upper and light side), not dots in the middle.
  const facing = [...blobs].sort((a, b) => a.y - side * a.x * 0.5 - (b.y - side * b.x * 0.5))
  const lit = facing
    .slice(0, Math.ceil(blobs.length * 0.4))
    .map((b) => ({ x: b.x + side * b.r * 0.3, y: b.y - b.r * 0.36, r: b.r * 0.5 }))
  return base + path(circlesD(mid), tone(pal.mid)) + path(circlesD(lit), tone(pal.light))
}

/** A broadleaf tree (oak, maple): trunk with branches into a clustered crown. */
export function tree(
  seed: number,
  o: { h: number; w: number; pal: Foliage; side?: number; blobs?: number },
): Sprite {
  return (p, s, tone) => {
    const r = rng(seed)
    const side = o.side ?? 1
    const cy = p.y - o.h * 0.64 * s
    const rx = (o.w / 2) * s
    const ry = o.h * 0.34 * s
    const tw = Math.max(1.5, 0.16 * s)
    const trunk = path(
      d`M${p.x - tw} ${p.y}C${p.x - tw * 0.6} ${p.y - ry} ${p.x - tw * 0.3} ${cy + ry * 0.2} ${p.x - tw * 0.2} ${cy}L${p.x + tw * 0.2} ${cy}C${p.x + tw * 0.4} ${cy + ry * 0.3} ${p.x + tw * 0.6} ${p.y - ry} ${p.x + tw} ${p.y}Z`,
      tone(o.pal.trunk),
    )
    let branches = ''
    for (let i = 0; i < 4; i++) {
      const dir = i % 2 ? 1 : -1
      const y0 = p.y - o.h * r.range(0.3, 0.5) * s
      const x1 = p.x + dir * rx * r.range(0.35, 0.7)
      const y1 = cy + r.range(-0.3, 0.4) * ry
      branches += path(
        d`M${p.x} ${y0}Q${p.x + dir * rx * 0.15} ${(y0 + y1) / 2} ${x1} ${y1}`,
        'none',
        { stroke: tone(o.pal.trunk), 'stroke-width': tw * 0.5, 'stroke-linecap': 'round' },
      )
    }
    const blobs: Blob[] = []
    const count = o.blobs ?? 12
    for (let i = 0; i < count; i++) {
      const a = r.range(0, Math.PI * 2)
      const d = Math.sqrt(r()) * 0.62
      blobs.push({
        x: p.x + Math.cos(a) * rx * d,
        y: cy + Math.sin(a) * ry * d * 0.9,
        r: rx * r.range(0.3, 0.46) * Math.sqrt(12 / count),
      })
    }
    return trunk + branches + canopy(blobs, o.pal, side, tone, true)
  }
}

/**
 * A loblolly pine, the Triangle's signature tree: a tall bare trunk with a flat, open crown of
 * tufted branch sprays.
 */
export function pine(seed: number, o: { h: number; pal: Foliage; side?: number }): Sprite {
  return (p, s, tone) => {
    const r = rng(seed)
    const side = o.side ?? 1
    const h = o.h * s
    const tw = Math.max(0.8, 0.012 * h)
    const top = p.y - h
    let out = path(
      d`M${p.x - tw} ${p.y}L${p.x - tw * 0.3} ${top + h * 0.06}L${p.x + tw * 0.3} ${top + h * 0.06}L${p.x + tw} ${p.y}Z`,
      tone(o.pal.trunk),
    )
    const tufts: { x: number; y: number; rx: number; ry: number }[] = []
    let limbs = ''
    for (let i = 0; i < 9; i++) {
      const t = i / 8
      const y = top + h * (0.03 + t * 0.3)
      const dir = i % 2 ? 1 : -1
      const reach = h * (0.05 + 0.11 * Math.sin(0.3 + t * 2.6)) * r.range(0.6, 1.1)
      const x = p.x + dir * reach
      limbs += d`M${p.x} ${y + h * 0.03}Q${p.x + dir * reach * 0.5} ${y + h * 0.02} ${x} ${y}`
      const k = h * r.range(0.035, 0.055)
      tufts.push({ x, y, rx: k * 1.7, ry: k * 0.85 })
      tufts.push({ x: x - dir * k * 1.2, y: y + k * 0.3, rx: k * 1.2, ry: k * 0.6 })
    }
    tufts.push({ x: p.x, y: top + h * 0.02, rx: h * 0.04, ry: h * 0.03 })
    out += path(limbs, 'none', { stroke: tone(o.pal.trunk), 'stroke-width': tw * 0.7 })
    out += path(ellipsesD(tufts), tone(o.pal.dark))
    if (o.pal.mid !== o.pal.dark) {
      const lit = tufts.map((t) => ({
        x: t.x + side * t.rx * 0.15,
        y: t.y - t.ry * 0.35,
        rx: t.rx * 0.7,
        ry: t.ry * 0.5,
      }))
      out += path(ellipsesD(lit), tone(o.pal.mid))
    }
    return out
  }
}

/** A columnar evergreen (cypress, cryptomeria) as used for privacy screens. */
export function cypress(
  seed: number,
  o: { h: number; w: number; pal: Foliage; side?: number },
): Sprite {
  return (p, s, tone) => {
    const r = rng(seed)
    const side = o.side ?? 1
    const hw = (o.w / 2) * s
    const h = o.h * s
    const left: Pt[] = []
    const right: Pt[] = []
    const steps = 9
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      const w = hw * Math.sin(Math.min(1, (1 - t) * 1.35) * (Math.PI / 2)) * (0.55 + 0.45 * (1 - t))
      const y = p.y - h * (0.04 + 0.96 * t)
      left.push({ x: p.x - w * r.range(0.85, 1.08), y })
      right.unshift({ x: p.x + w * r.range(0.85, 1.08), y })
    }
    const outline = [...left, ...right]
    const half = side > 0 ? right : left
    const lit = [
      { x: p.x, y: p.y - h * 0.04 },
      ...(side > 0 ? [...half].reverse() : half),
      { x: p.x, y: p.y - h },
    ]
    return (
      path(smoothD(outline), tone(o.pal.dark)) +
      path(smoothD(lit.map((q) => ({ x: p.x + (q.x - p.x) * 0.8, y: q.y }))), tone(o.pal.mid))
    )
  }
}

/** A rounded shrub (boxwood, hydrangea, azalea), optionally flowering. */
export function shrub(
  seed: number,
  o: { w: number; h: number; pal: Foliage; flowers?: string; side?: number },
): Sprite {
  return (p, s, tone) => {
    const r = rng(seed)
    const side = o.side ?? 1
    const rx = (o.w / 2) * s
    const ry = o.h * s
    const blobs: Blob[] = []
    const count = 6
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1) - 0.5
      blobs.push({
        x: p.x + t * rx * 1.3,
        y: p.y - ry * (0.42 + r.range(0, 0.18) - Math.abs(t) * 0.3),
        r: Math.max(rx * 0.22, ry * r.range(0.4, 0.55)),
      })
    }
    let out = canopy(blobs, o.pal, side, tone)
    if (o.flowers) {
      const fr = Math.max(1, 0.024 * s)
      for (let i = 0; i < 14; i++) {
        const b = r.pick(blobs)
        const a = r.range(Math.PI * 1.05, Math.PI * 1.95)
        out += circle(
          b.x + Math.cos(a) * b.r * r.range(0.2, 0.8),
          b.y + Math.sin(a) * b.r * r.range(0.2, 0.8),
          fr * r.range(0.8, 1.4),
          tone(o.flowers),
        )
      }
    }
    return out
  }
}

/** An ornamental grass clump: arching blades, lit along one side. */
export function grass(
  seed: number,
  o: { h: number; color: string; lit: string; side?: number },
): Sprite {
  return (p, s, tone) => {
    const r = rng(seed)
    const side = o.side ?? 1
    const h = o.h * s
    let shade = ''
    let lit = ''
    const blades = 13
    for (let i = 0; i < blades; i++) {
      const t = i / (blades - 1) - 0.5
      const tipX = p.x + t * h * 1.1 + r.range(-0.1, 0.1) * h
      const tipY = p.y - h * (0.75 + 0.25 * (1 - Math.abs(t) * 1.6)) * r.range(0.85, 1)
      const blade = d`M${p.x + t * h * 0.15} ${p.y}Q${p.x + t * h * 0.3} ${p.y - h * 0.6} ${tipX} ${tipY}`
      if (t * side > 0.1) lit += blade
      else shade += blade
    }
    const stroke = { 'stroke-width': Math.max(0.8, h * 0.03), 'stroke-linecap': 'round' }
    return (
      path(shade, 'none', { stroke: tone(o.color), ...stroke }) +
      path(lit, 'none', { stroke: tone(o.lit), ...stroke })
    )
  }
}

/** A clump of perennials: leafy mound with flower heads on stems (coneflower, salvia). */
export function perennials(
  seed: number,
  o: { w: number; h: number; leaf: string; flower: string },
): Sprite {
  return (p, s, tone) => {
    const r = rng(seed)
    const w = o.w * s
    const h = o.h * s
    // A leafy mound of small clumps, stems rising out of it, a flower head on each.
    const leaves: Blob[] = []
    for (let i = 0; i < 9; i++) {
      const t = i / 8 - 0.5
      leaves.push({
        x: p.x + t * w * 0.9,
        y: p.y - h * (0.12 + r.range(0, 0.14) - Math.abs(t) * 0.12),
        r: h * r.range(0.12, 0.2),
      })
    }
    const dark = darken(o.leaf, 0.25)
    let stems = ''
    const heads: Blob[] = []
    for (let i = 0; i < 11; i++) {
      const x = p.x + r.range(-0.42, 0.42) * w
      const y = p.y - h * r.range(0.5, 1)
      stems += d`M${x} ${p.y - h * 0.2}Q${x + r.range(-0.05, 0.05) * w} ${(y + p.y) / 2} ${x} ${y}`
      heads.push({ x, y, r: Math.max(1.2, h * r.range(0.055, 0.08)) })
    }
    return (
      path(circlesD(leaves), tone(dark)) +
      path(stems, 'none', { stroke: tone(o.leaf), 'stroke-width': Math.max(0.6, h * 0.022) }) +
      path(
        circlesD(leaves.map((b) => ({ x: b.x - b.r * 0.15, y: b.y - b.r * 0.25, r: b.r * 0.65 }))),
        tone(o.leaf),
      ) +
      path(circlesD(heads), tone(o.flower)) +
      path(
        circlesD(heads.map((b) => ({ x: b.x - b.r * 0.3, y: b.y - b.r * 0.3, r: b.r * 0.4 }))),
        tone(lighten(o.flower, 0.35)),
      )
    )
  }
}

/**
 * A distant tree line along the horizon: rounded crowns with loblolly pines poking above, drawn as
 * one silhouette path.
 */
export function treeline(
  seed: number,
  o: { W: number; base: number; height: number; color: string; pines?: number },
): string {
  const r = rng(seed)
  let td = d`M0 ${o.base}`
  let x = 0
  while (x < o.W) {
    const w = r.range(0.04, 0.09) * o.W * (o.height / 140)
    const h = o.height * r.range(0.55, 1)
    td += d`L${x} ${o.base - h * 0.7}Q${x + w / 2} ${o.base - h * 1.25} ${x + w} ${o.base - h * 0.7}`
    x += w
  }
  td += d`L${o.W} ${o.base}Z`
  let out = path(td, o.color)
  for (let i = 0; i < (o.pines ?? 0); i++) {
    const px = r.range(0, o.W)
    const ph = o.height * r.range(1.3, 1.8)
    out += pine(seed + i * 7, {
      h: ph / 10,
      side: 1,
      pal: { trunk: o.color, dark: o.color, mid: o.color, light: o.color },
    })({ x: px, y: o.base }, 10, (c) => c)
  }
  return out
}
