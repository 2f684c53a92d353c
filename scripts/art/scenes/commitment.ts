import { Art } from '../lib/art'
import { darken, jitter, lighten } from '../lib/color'
import { finish } from '../lib/finish'
import { rng } from '../lib/rng'
import { circle, d, ellipse, path, polyD, rect, tag } from '../lib/svg'
import { speckle } from './materials'

const W = 1600
const H = 1200

/** A tile seen from above with its bevel and a soft shadow. */
function tile(x: number, y: number, w: number, h: number, color: string, lift = 0): string {
  const pts = [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ]
  return (
    rect(x + 6 + lift, y + 8 + lift * 1.5, w, h, '#3b2e22', {
      opacity: 0.35 + lift * 0.01,
      rx: 4,
    }) +
    path(polyD(pts.map((p) => ({ x: p.x + 3, y: p.y + 4 }))), darken(color, 0.35)) +
    path(polyD(pts.map((p) => ({ x: p.x - 2, y: p.y - 3 }))), lighten(color, 0.25)) +
    rect(x, y, w, h, color, { rx: 3 })
  )
}

/** A gloved hand from the wrist (cuff) to the fingertips, pointing along +x before rotation. */
function glove(tx: number, ty: number, angle: number, color: string, sleeve: string): string {
  const shade = darken(color, 0.22)
  const body =
    path(
      d`M-260 -70L-60 -78C-20 -80 10 -72 30 -60L120 -58C150 -57 160 -40 150 -28L60 -26L140 -18C168 -16 172 4 150 12L60 12L136 22C160 26 160 46 140 50L60 48L120 58C140 62 138 80 118 82L20 84C-20 86 -50 80 -70 72L-260 72Z`,
      color,
    ) +
    path(d`M60 -26L150 -28M60 12L150 12M60 48L140 50`, 'none', {
      stroke: shade,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    path(d`M30 -60C0 -100 -40 -110 -60 -92C-70 -80 -50 -62 -20 -40Z`, darken(color, 0.06)) +
    rect(-300, -84, 90, 170, sleeve, { rx: 14 }) +
    rect(-215, -80, 26, 162, darken(color, 0.3), { rx: 8 })
  return tag('g', { transform: `translate(${tx} ${ty}) rotate(${angle})` }, body)
}

/** Craftsmanship up close: gloved hands setting a paver to a string line, a level and mallet. */
export function commitment(): Art {
  const art = new Art(W, H, 'cm')
  const r = rng(3)
  // Screeded sand bed with a fine grain.
  art.add(
    rect(
      0,
      0,
      W,
      H,
      art.linear(
        [
          [0, '#d8c3a0'],
          [1, '#c7ae88'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  art.add(speckle(art, 0.6, 5, 83))
  // Laid pavers on the left in running bond, with sand swept into the joints.
  const colors = ['#b6a084', '#a48c70', '#c5b296', '#947d64']
  const u = 150
  for (let row = 0; row < 9; row++) {
    const off = row % 2 ? -u / 2 : 0
    for (let col = 0; col < 5; col++) {
      const x = off + col * u * 2 - 40
      const y = row * u - 40
      if (x > 820 || (row > 3 && row < 6 && x > 520)) continue
      art.add(tile(x + 4, y + 4, u * 2 - 8, u - 8, jitter(r.pick(colors), r.range(-0.05, 0.05))))
    }
  }
  // The string line the courses follow.
  art.add(path(d`M0 548L1600 520`, 'none', { stroke: '#ff5a1f', 'stroke-width': 3 }))
  art.add(circle(1560, 520, 14, '#8a5a36'))
  // The paver being set, held just above its place.
  art.add(tile(760, 592, u * 2 - 8, u - 8, '#ab9477', 10))
  art.add(glove(700, 680, -8, '#d9a864', '#2c6743'))
  art.add(glove(1180, 690, 188, '#d9a864', '#2c6743'))
  // A level resting across the laid pavers: aluminium body, green vials.
  art.add(
    tag(
      'g',
      { transform: 'translate(120 880) rotate(-6)' },
      rect(8, 14, 760, 76, '#3b2e22', { opacity: 0.3, rx: 10 }) +
        rect(0, 0, 760, 76, '#e9b730', { rx: 10 }) +
        rect(0, 0, 760, 18, '#f6d36c', { rx: 8 }) +
        rect(330, 18, 100, 40, '#2b2b2d', { rx: 8 }) +
        rect(342, 26, 76, 24, '#9fe07a', { rx: 12 }) +
        ellipse(380, 38, 10, 8, '#e9fbe0') +
        rect(60, 22, 30, 32, '#2b2b2d', { rx: 6 }) +
        rect(670, 22, 30, 32, '#2b2b2d', { rx: 6 }),
    ),
  )
  // A rubber mallet.
  art.add(
    tag(
      'g',
      { transform: 'translate(1200 250) rotate(32)' },
      rect(14, 20, 60, 380, '#3b2e22', { opacity: 0.3, rx: 20 }) +
        rect(0, 0, 44, 380, '#b9824d', { rx: 18 }) +
        rect(8, 0, 10, 380, '#d29d66', { rx: 5 }) +
        rect(-80, -120, 200, 130, '#232325', { rx: 26 }) +
        rect(-70, -112, 180, 26, '#3a3a3d', { rx: 13 }),
    ),
  )
  finish(art, { mottle: 0.12, vignette: 0.35, tint: '#3b2a1a' })
  return art
}
