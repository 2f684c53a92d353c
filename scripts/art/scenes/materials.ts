import { Art } from '../lib/art'
import { darken, jitter, lighten, mix } from '../lib/color'
import { finish } from '../lib/finish'
import { rng } from '../lib/rng'
import { circlesD, d, type Pt, path, polyD, rect, tag } from '../lib/svg'

const S = 1200

/** A bevelled tile: a lit top-left edge, a shaded bottom-right edge, then the face. */
function bevel(pts: Pt[], color: string, depth: number): string {
  const off = (dx: number, dy: number) => pts.map((p) => ({ x: p.x + dx, y: p.y + dy }))
  return (
    path(polyD(off(depth * 0.6, depth)), darken(color, 0.45)) +
    path(polyD(off(-depth * 0.35, -depth * 0.5)), lighten(color, 0.22)) +
    path(polyD(pts), color)
  )
}

/**
 * Fine speckle for stone, concrete and sand: a small tile of dots repeated across the swatch
 * (a pattern rasterises far faster than a turbulence filter).
 */
export function speckle(art: Art, opacity: number, seed = 8, size = 97): string {
  const r = rng(seed)
  const dots = (color: string, n: number) =>
    path(
      circlesD(
        Array.from({ length: n }, () => ({
          x: r.range(0, size),
          y: r.range(0, size),
          r: r.range(0.6, 1.8),
        })),
      ),
      color,
    )
  const tile = dots('#2a2118', 40) + dots('#fff7e8', 24)
  const id = art.def(
    (i) =>
      `<pattern id="${i}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${tile}</pattern>`,
  )
  return rect(0, 0, art.W, art.H, `url(#${id})`, { opacity })
}

/** A light falloff across the swatch, as if lit from the upper left. */
function raking(art: Art): string {
  return rect(
    0,
    0,
    S,
    S,
    art.linear(
      [
        [0, '#fff3dc', 0.16],
        [0.5, '#fff3dc', 0],
        [1, '#0d1f16', 0.28],
      ],
      0,
      0,
      1,
      1,
    ),
  )
}

/** Natural stone veneer: irregular courses of fieldstone in warm greys, deep mortar joints. */
export function materialStone(): Art {
  const art = new Art(S, S, 'ms')
  const r = rng(5)
  const colors = ['#9b9284', '#a89f90', '#8a8275', '#b5a893', '#7f786e', '#a3957f', '#c1b39b']
  art.add(rect(0, 0, S, S, '#4d463e'))
  let y = -20
  while (y < S) {
    const h = r.range(90, 170)
    let x = -r.range(0, 120)
    while (x < S) {
      const w = r.range(140, 300)
      const j = () => r.range(-9, 9)
      const g = 10
      const pts = [
        { x: x + g + j(), y: y + g + j() },
        { x: x + w * 0.5 + j(), y: y + g + j() * 1.5 },
        { x: x + w - g + j(), y: y + g + j() },
        { x: x + w - g + j(), y: y + h * 0.55 + j() },
        { x: x + w - g + j(), y: y + h - g + j() },
        { x: x + w * 0.45 + j(), y: y + h - g + j() * 1.5 },
        { x: x + g + j(), y: y + h - g + j() },
        { x: x + g + j(), y: y + h * 0.45 + j() },
      ]
      art.add(bevel(pts, jitter(r.pick(colors), r.range(-0.06, 0.06)), 7))
      x += w
    }
    y += h
  }
  art.add(speckle(art, 0.5), raking(art))
  finish(art, { mottle: 0.18, vignette: 0.25 })
  return art
}

/** Cedar boards: warm planks with flowing grain, knots, and shadow gaps. */
export function materialWood(): Art {
  const art = new Art(S, S, 'mw')
  const r = rng(9)
  const tones = ['#b8743f', '#a9663a', '#c4834c', '#9d5c33', '#b06d40']
  art.add(rect(0, 0, S, S, '#3a2416'))
  const bh = 150
  for (let row = 0; row * bh < S; row++) {
    const y = row * bh
    let x = -r.range(0, 500)
    while (x < S) {
      const len = r.range(600, 1100)
      const base = r.pick(tones)
      art.add(
        rect(
          x + 4,
          y + 6,
          len - 8,
          bh - 12,
          art.linear([
            [0, lighten(base, 0.1)],
            [1, darken(base, 0.12)],
          ]),
        ),
      )
      let grain = ''
      for (let k = 0; k < 9; k++) {
        const gy = y + 14 + k * ((bh - 28) / 8)
        const amp = r.range(2, 8)
        const ph = r.range(0, 6)
        const pts: Pt[] = []
        for (let t = 0; t <= 12; t++)
          pts.push({ x: x + 6 + ((len - 12) * t) / 12, y: gy + Math.sin(ph + t * 0.7) * amp })
        grain += `M${pts.map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`).join(' ')}`
      }
      art.add(
        path(grain, 'none', {
          stroke: darken(base, 0.22),
          'stroke-width': 1.6,
          'stroke-opacity': 0.6,
        }),
      )
      if (r() < 0.6) {
        const kx = x + r.range(0.2, 0.8) * len
        const ky = y + bh / 2 + r.range(-30, 30)
        art.add(
          tag('ellipse', {
            cx: kx,
            cy: ky,
            rx: 22,
            ry: 12,
            fill: 'none',
            stroke: darken(base, 0.3),
            'stroke-width': 3,
          }),
          tag('ellipse', { cx: kx, cy: ky, rx: 9, ry: 6, fill: darken(base, 0.45) }),
        )
      }
      x += len
    }
  }
  art.add(raking(art))
  finish(art, { mottle: 0.14, vignette: 0.25 })
  return art
}

/** Composite decking: grooved boards in a cool driftwood grey with fine embossed streaks. */
export function materialComposite(): Art {
  const art = new Art(S, S, 'mc')
  const r = rng(4)
  art.add(rect(0, 0, S, S, '#262321'))
  const bw = 140
  const tones = ['#8a7d70', '#857869', '#8f8274']
  for (let i = 0; i * bw < S + bw; i++) {
    const x = i * bw
    const base = r.pick(tones)
    art.add(
      rect(
        x + 5,
        -10,
        bw - 10,
        S + 20,
        art.linear(
          [
            [0, lighten(base, 0.08)],
            [0.5, base],
            [1, darken(base, 0.14)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    )
    let streaks = ''
    for (let k = 0; k < 16; k++) {
      const sx = x + 12 + r.range(0, bw - 24)
      const y0 = r.range(-50, S)
      streaks += d`M${sx} ${y0}L${sx + r.range(-2, 2)} ${y0 + r.range(120, 400)}`
    }
    art.add(
      path(streaks, 'none', {
        stroke: darken(base, 0.15),
        'stroke-width': 1.4,
        'stroke-opacity': 0.7,
      }),
    )
    let lights = ''
    for (let k = 0; k < 10; k++) {
      const sx = x + 12 + r.range(0, bw - 24)
      const y0 = r.range(-50, S)
      lights += d`M${sx} ${y0}L${sx} ${y0 + r.range(80, 260)}`
    }
    art.add(
      path(lights, 'none', {
        stroke: lighten(base, 0.14),
        'stroke-width': 1.2,
        'stroke-opacity': 0.6,
      }),
    )
    // The side groove for hidden fasteners shows as a dark line near each edge.
    art.add(
      rect(x + 5, -10, 3, S + 20, darken(base, 0.4)),
      rect(x + bw - 8, -10, 3, S + 20, lighten(base, 0.2)),
    )
  }
  // A picture-frame border board across the bottom.
  art.add(
    rect(
      0,
      S - 170,
      S,
      150,
      art.linear([
        [0, '#6e6257'],
        [1, '#5a5047'],
      ]),
    ),
    rect(0, S - 175, S, 6, '#1d1a18'),
    rect(0, S - 20, S, 6, '#1d1a18'),
  )
  art.add(raking(art))
  finish(art, { mottle: 0.1, vignette: 0.25 })
  return art
}

/** Interlocking concrete pavers in herringbone, blended tones, sand-swept joints. */
export function materialPavers(): Art {
  const art = new Art(S, S, 'mp')
  const r = rng(6)
  const colors = ['#b9a387', '#a58e73', '#c8b497', '#8f7a63', '#b39b7b', '#9c8468']
  art.add(rect(0, 0, S, S, '#d8c9ad'))
  const u = 100
  const g = 5
  // Herringbone: pairs of 2:1 bricks, one horizontal and one vertical, stepping diagonally.
  for (let i = -8; i < 8; i++) {
    for (let j = -4; j < 30; j++) {
      // Period vectors (u, u) along a strip and (2u, -2u) between strips.
      const ox = 2 * i * u + j * u
      const oy = j * u - 2 * i * u
      const hb = [
        { x: ox + g, y: oy + g },
        { x: ox + 2 * u - g, y: oy + g },
        { x: ox + 2 * u - g, y: oy + u - g },
        { x: ox + g, y: oy + u - g },
      ]
      const vb = [
        { x: ox + g, y: oy + u + g },
        { x: ox + u - g, y: oy + u + g },
        { x: ox + u - g, y: oy + 3 * u - g },
        { x: ox + g, y: oy + 3 * u - g },
      ]
      for (const b of [hb, vb]) {
        if (b.every((p) => p.x < -u || p.x > S + u || p.y < -u || p.y > S + u)) continue
        art.add(bevel(b, mix(r.pick(colors), '#b39b7b', r.range(0, 0.3)), 5))
      }
    }
  }
  art.add(speckle(art, 0.35, 9, 71), raking(art))
  finish(art, { mottle: 0.14, vignette: 0.25 })
  return art
}
