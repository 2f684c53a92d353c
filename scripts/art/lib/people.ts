import { darken, lighten } from './color'
import type { Sprite } from './scene'
import { circle, d, lineD, type Pt, path } from './svg'

export type Pose = 'stand' | 'kneel' | 'push' | 'carry' | 'point'
export type Crew = {
  skin: string
  shirt: string
  pants: string
  cap?: string
  hair?: string
  gloves?: string
}

type Joints = {
  hip: Pt
  knees: [Pt, Pt]
  feet: [Pt, Pt]
  shoulder: Pt
  head: Pt
  elbows: [Pt, Pt]
  hands: [Pt, Pt]
}

/** Joint positions in metres (x forward, y up from the ground), near limb first. */
const POSES: Record<Pose, Joints> = {
  stand: {
    hip: { x: 0, y: 0.95 },
    knees: [
      { x: 0.03, y: 0.5 },
      { x: -0.04, y: 0.5 },
    ],
    feet: [
      { x: 0.06, y: 0.04 },
      { x: -0.06, y: 0.04 },
    ],
    shoulder: { x: 0, y: 1.45 },
    head: { x: 0.02, y: 1.63 },
    elbows: [
      { x: 0.08, y: 1.18 },
      { x: -0.07, y: 1.18 },
    ],
    hands: [
      { x: 0.12, y: 0.96 },
      { x: -0.08, y: 0.95 },
    ],
  },
  kneel: {
    hip: { x: -0.12, y: 0.55 },
    knees: [
      { x: 0.22, y: 0.48 },
      { x: -0.34, y: 0.08 },
    ],
    feet: [
      { x: 0.22, y: 0.04 },
      { x: -0.72, y: 0.06 },
    ],
    shoulder: { x: 0.2, y: 0.98 },
    head: { x: 0.34, y: 1.1 },
    elbows: [
      { x: 0.38, y: 0.66 },
      { x: 0.3, y: 0.7 },
    ],
    hands: [
      { x: 0.55, y: 0.3 },
      { x: 0.46, y: 0.32 },
    ],
  },
  push: {
    hip: { x: -0.06, y: 0.93 },
    knees: [
      { x: 0.18, y: 0.52 },
      { x: -0.2, y: 0.5 },
    ],
    feet: [
      { x: 0.24, y: 0.04 },
      { x: -0.4, y: 0.05 },
    ],
    shoulder: { x: 0.17, y: 1.4 },
    head: { x: 0.28, y: 1.55 },
    elbows: [
      { x: 0.38, y: 1.12 },
      { x: 0.34, y: 1.14 },
    ],
    hands: [
      { x: 0.6, y: 0.92 },
      { x: 0.56, y: 0.94 },
    ],
  },
  carry: {
    hip: { x: 0, y: 0.95 },
    knees: [
      { x: 0.06, y: 0.5 },
      { x: -0.05, y: 0.5 },
    ],
    feet: [
      { x: 0.12, y: 0.04 },
      { x: -0.1, y: 0.04 },
    ],
    shoulder: { x: -0.02, y: 1.44 },
    head: { x: 0.01, y: 1.62 },
    elbows: [
      { x: 0.12, y: 1.16 },
      { x: 0.08, y: 1.17 },
    ],
    hands: [
      { x: 0.3, y: 1.06 },
      { x: 0.27, y: 1.08 },
    ],
  },
  point: {
    hip: { x: 0, y: 0.95 },
    knees: [
      { x: 0.04, y: 0.5 },
      { x: -0.04, y: 0.5 },
    ],
    feet: [
      { x: 0.08, y: 0.04 },
      { x: -0.07, y: 0.04 },
    ],
    shoulder: { x: 0, y: 1.45 },
    head: { x: 0.03, y: 1.63 },
    elbows: [
      { x: 0.2, y: 1.3 },
      { x: -0.05, y: 1.18 },
    ],
    hands: [
      { x: 0.42, y: 1.36 },
      { x: 0.04, y: 1.05 },
    ],
  },
}

/** A crew member in a work shirt and cap, posed; `dir` 1 faces right, -1 left. */
export function worker(pose: Pose, c: Crew, dir = 1): Sprite {
  return (p, s, tone) => {
    const j = POSES[pose]
    const pt = (q: Pt) => ({ x: p.x + dir * q.x * s, y: p.y - q.y * s })
    const limb = (pts: Pt[], color: string, w: number) =>
      path(lineD(pts.map(pt)), 'none', {
        stroke: tone(color),
        'stroke-width': w * s,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      })
    const far = 1
    const near = 0
    let out = ''
    // Far limbs first, a shade darker.
    out += limb([j.hip, j.knees[far], j.feet[far]], darken(c.pants, 0.15), 0.15)
    out += limb([j.shoulder, j.elbows[far], j.hands[far]], darken(c.shirt, 0.15), 0.1)
    const boot = (f: Pt, k: Pt) => {
      const q = pt(f)
      const toe = pt({ x: f.x + 0.14, y: f.y - 0.02 })
      return (
        path(lineD([q, toe]), 'none', {
          stroke: tone('#3a2a1e'),
          'stroke-width': 0.1 * s,
          'stroke-linecap': 'round',
        }) + (k ? '' : '')
      )
    }
    out += boot(j.feet[far], j.knees[far])
    // Torso: a tapered quad from hips to shoulders.
    const hip = pt(j.hip)
    const sh = pt(j.shoulder)
    const w0 = 0.17 * s
    const w1 = 0.21 * s
    out += path(
      d`M${hip.x - w0} ${hip.y}L${sh.x - w1} ${sh.y + 0.04 * s}Q${sh.x} ${sh.y - 0.06 * s} ${sh.x + w1} ${sh.y + 0.04 * s}L${hip.x + w0} ${hip.y}Z`,
      tone(c.shirt),
    )
    out += path(
      d`M${hip.x - w0} ${hip.y}L${hip.x + w0} ${hip.y}L${hip.x + w0} ${hip.y - 0.06 * s}L${hip.x - w0} ${hip.y - 0.06 * s}Z`,
      tone(darken(c.pants, 0.3)),
    )
    out += limb([j.hip, j.knees[near], j.feet[near]], c.pants, 0.16)
    out += boot(j.feet[near], j.knees[near])
    // Head, cap and brim.
    const h = pt(j.head)
    const r = 0.115 * s
    out += path(lineD([sh, { x: h.x - dir * 0.01 * s, y: h.y + r * 0.6 }]), 'none', {
      stroke: tone(darken(c.skin, 0.1)),
      'stroke-width': 0.09 * s,
    })
    out += circle(h.x, h.y, r, tone(c.skin))
    if (c.cap) {
      out += path(
        d`M${h.x - r * 1.02} ${h.y - r * 0.15}C${h.x - r} ${h.y - r * 1.3} ${h.x + r} ${h.y - r * 1.3} ${h.x + r * 1.02} ${h.y - r * 0.15}Z`,
        tone(c.cap),
      )
      out += path(
        lineD([
          { x: h.x + dir * r * 0.4, y: h.y - r * 0.2 },
          { x: h.x + dir * r * 1.6, y: h.y - r * 0.05 },
        ]),
        'none',
        { stroke: tone(darken(c.cap, 0.2)), 'stroke-width': 0.035 * s, 'stroke-linecap': 'round' },
      )
    } else if (c.hair) {
      out += path(
        d`M${h.x - r * 1.05} ${h.y + r * 0.1}C${h.x - r * 1.1} ${h.y - r * 1.25} ${h.x + r * 1.1} ${h.y - r * 1.25} ${h.x + r * 1.05} ${h.y - r * 0.2}Z`,
        tone(c.hair),
      )
    }
    out += circle(h.x - dir * r * 0.55, h.y + r * 0.1, r * 0.22, tone(darken(c.skin, 0.12)))
    // Near arm: sleeve to the elbow, forearm, glove.
    out += limb([j.shoulder, j.elbows[near]], lighten(c.shirt, 0.04), 0.1)
    out += limb([j.elbows[near], j.hands[near]], c.skin, 0.08)
    const hand = pt(j.hands[near])
    out += circle(hand.x, hand.y, 0.055 * s, tone(c.gloves ?? c.skin))
    const fh = pt(j.hands[far])
    out += circle(fh.x, fh.y, 0.05 * s, tone(darken(c.gloves ?? c.skin, 0.1)))
    if (pose === 'carry') {
      // A paver held in front, in both hands.
      const a = pt({ x: 0.16, y: 1.12 })
      const b = pt({ x: 0.42, y: 0.98 })
      out += path(
        d`M${a.x} ${a.y}L${b.x} ${b.y}L${b.x} ${b.y + 0.07 * s}L${a.x} ${a.y + 0.07 * s}Z`,
        tone('#b39f82'),
      )
      out += circle(hand.x, hand.y, 0.055 * s, tone(c.gloves ?? c.skin))
    }
    return out
  }
}

/** A wheelbarrow, tray toward +x when `dir` is 1, loaded with sand. */
export function wheelbarrow(color: string, load: string, dir = 1): Sprite {
  return (p, s, tone) => {
    const pt = (x: number, y: number) => ({ x: p.x + dir * x * s, y: p.y - y * s })
    const a = pt(0.2, 0.62)
    const b = pt(1.0, 0.66)
    const c = pt(0.86, 0.3)
    const e = pt(0.36, 0.3)
    const wheel = pt(0.92, 0.18)
    return (
      path(lineD([pt(-0.25, 0.9), pt(0.3, 0.45), pt(0.95, 0.35)]), 'none', {
        stroke: tone('#2b2b2d'),
        'stroke-width': 0.04 * s,
        'stroke-linecap': 'round',
      }) +
      path(lineD([pt(0.3, 0.3), pt(0.3, 0.02)]), 'none', {
        stroke: tone('#2b2b2d'),
        'stroke-width': 0.035 * s,
      }) +
      circle(wheel.x, wheel.y, 0.17 * s, tone('#222')) +
      circle(wheel.x, wheel.y, 0.07 * s, tone('#8d949b')) +
      path(d`M${a.x} ${a.y}Q${(a.x + b.x) / 2} ${a.y - 0.14 * s} ${b.x} ${b.y}Z`, tone(load)) +
      path(d`M${a.x} ${a.y}L${b.x} ${b.y}L${c.x} ${c.y}L${e.x} ${e.y}Z`, tone(color))
    )
  }
}
