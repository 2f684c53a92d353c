import { MAP_PLACES, mapFraction } from '../../../src/content/serviceAreas/map'
import { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { rng } from '../lib/rng'
import { d, ellipse, type Pt, path, rect, smoothD, tag } from '../lib/svg'

export const W = 1600
export const H = 1000

/** A point on the picture, from the map's one frame (src/content/serviceAreas/map.ts). */
export function at(lon: number, lat: number): Pt {
  const { x, y } = mapFraction(lon, lat)
  return { x: x * W, y: y * H }
}
const line = (pts: [number, number][]) => pts.map(([lo, la]) => at(lo, la))

/** Each place's label: its name and where the label sits beside the pin. */
const LABELS: {
  place: keyof typeof MAP_PLACES
  name: string
  dx?: number
  dy?: number
  anchor?: string
  hq?: boolean
}[] = [
  { place: 'raleigh', name: 'Raleigh', hq: true, dx: 30, dy: 8 },
  { place: 'durham', name: 'Durham', dx: 0, dy: -58, anchor: 'middle' },
  { place: 'chapel-hill', name: 'Chapel Hill', dx: -28, dy: 8, anchor: 'end' },
  { place: 'cary', name: 'Cary', dx: 24, dy: 34 },
  { place: 'wake-forest', name: 'Wake Forest', dx: 26, dy: 8 },
  { place: 'apex', name: 'Apex', dx: -26, dy: 14, anchor: 'end' },
  { place: 'morrisville', name: 'Morrisville', dx: -26, dy: -12, anchor: 'end' },
  { place: 'garner', name: 'Garner', dx: 26, dy: 14 },
  { place: 'sanford', name: 'Sanford', dx: 26, dy: 8 },
]

export const CITIES = LABELS.map((label) => ({ ...label, ...MAP_PLACES[label.place] }))

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

/** The service area: the Triangle's cities, lakes, rivers and highways, in brand colours. */
export function mapTriangle(): Art {
  const art = new Art(W, H, 'mp')
  const r = rng(12)
  art.add(rect(0, 0, W, H, '#f3ede1'))
  // Faint contour lines for terrain texture.
  let contours = ''
  for (let i = 0; i < 14; i++) {
    const y0 = (i / 14) * H * 1.1 - 40
    const pts: Pt[] = []
    for (let x = -40; x <= W + 40; x += 80)
      pts.push({ x, y: y0 + Math.sin(x / 210 + i) * 30 + r.range(-8, 8) })
    contours += smoothD(pts, false)
  }
  art.add(path(contours, 'none', { stroke: '#e4d9c4', 'stroke-width': 2 }))
  // The service area, softly tinted.
  art.add(
    path(
      smoothD(
        line([
          [-79.25, 36.06],
          [-78.85, 36.1],
          [-78.42, 36.02],
          [-78.45, 35.66],
          [-78.9, 35.6],
          [-79.28, 35.42],
          [-79.3, 35.7],
        ]),
      ),
      '#dcecdf',
      { opacity: 0.75 },
    ),
  )
  // Parks and game lands.
  for (const [lo, la, rx, ry] of [
    [-78.755, 35.875, 50, 34],
    [-79.03, 35.76, 80, 120],
    [-78.68, 36.03, 120, 40],
    [-79.0, 36.06, 60, 26],
  ] as const) {
    const p = at(lo, la)
    art.add(ellipse(p.x, p.y, rx, ry, '#c9dfc8', { opacity: 0.9 }))
  }
  // Rivers, then lakes.
  const river = {
    stroke: '#8fbcd2',
    'stroke-width': 5,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    fill: 'none',
  }
  art.add(
    path(
      smoothD(
        line([
          [-78.58, 35.95],
          [-78.56, 35.86],
          [-78.58, 35.79],
          [-78.53, 35.71],
          [-78.46, 35.63],
          [-78.35, 35.56],
          [-78.2, 35.5],
          [-78.05, 35.46],
        ]),
        false,
      ),
      'none',
      river,
    ),
  )
  art.add(
    path(
      smoothD(
        line([
          [-79.07, 35.655],
          [-79.05, 35.6],
          [-78.99, 35.55],
          [-78.93, 35.49],
          [-78.86, 35.43],
          [-78.8, 35.36],
        ]),
        false,
      ),
      'none',
      river,
    ),
  )
  art.add(
    path(
      smoothD(
        line([
          [-79.45, 35.58],
          [-79.3, 35.56],
          [-79.18, 35.58],
          [-79.08, 35.6],
          [-79.05, 35.6],
        ]),
        false,
      ),
      'none',
      river,
    ),
  )
  art.add(
    path(
      smoothD(
        line([
          [-79.28, 36.08],
          [-79.15, 36.06],
          [-79.02, 36.05],
          [-78.9, 36.04],
          [-78.82, 36.04],
        ]),
        false,
      ),
      'none',
      { ...river, 'stroke-width': 3.5 },
    ),
  )
  const lake = {
    stroke: '#a9cfe0',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    fill: 'none',
  }
  const falls = line([
    [-78.84, 36.045],
    [-78.8, 36.03],
    [-78.76, 36.015],
    [-78.72, 36.022],
    [-78.68, 36.008],
    [-78.64, 35.99],
    [-78.6, 35.965],
    [-78.575, 35.952],
  ])
  art.add(path(smoothD(falls, false), 'none', { ...lake, 'stroke-width': 20 }))
  art.add(
    path(
      smoothD(
        line([
          [-78.72, 36.02],
          [-78.71, 36.06],
          [-78.69, 36.08],
        ]),
        false,
      ),
      'none',
      { ...lake, 'stroke-width': 12 },
    ),
  )
  art.add(
    path(
      smoothD(
        line([
          [-78.64, 35.99],
          [-78.62, 36.03],
          [-78.6, 36.05],
        ]),
        false,
      ),
      'none',
      { ...lake, 'stroke-width': 10 },
    ),
  )
  const jordan = line([
    [-78.98, 35.83],
    [-79.0, 35.8],
    [-79.02, 35.77],
    [-79.03, 35.735],
    [-79.05, 35.7],
    [-79.065, 35.665],
  ])
  art.add(path(smoothD(jordan, false), 'none', { ...lake, 'stroke-width': 26 }))
  art.add(
    path(
      smoothD(
        line([
          [-79.02, 35.77],
          [-79.07, 35.79],
          [-79.11, 35.8],
        ]),
        false,
      ),
      'none',
      { ...lake, 'stroke-width': 13 },
    ),
  )
  art.add(
    path(
      smoothD(
        line([
          [-79.03, 35.735],
          [-78.98, 35.72],
          [-78.95, 35.71],
        ]),
        false,
      ),
      'none',
      { ...lake, 'stroke-width': 11 },
    ),
  )
  // Highways: casing then fill; interstates in ember.
  const road = (pts: [number, number][], major: boolean) => {
    const dd = smoothD(line(pts), false)
    return (
      path(dd, 'none', {
        stroke: major ? '#e07a3c' : '#cbbfa9',
        'stroke-width': major ? 11 : 8,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      path(dd, 'none', {
        stroke: major ? '#fdb071' : '#ffffff',
        'stroke-width': major ? 6 : 4.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      })
    )
  }
  art.add(
    road(
      [
        [-79.5, 36.06],
        [-79.3, 36.07],
        [-79.1, 36.06],
        [-78.96, 36.02],
        [-78.86, 36.04],
        [-78.72, 36.1],
        [-78.6, 36.16],
      ],
      true,
    ),
  )
  art.add(
    road(
      [
        [-79.1, 36.06],
        [-79.04, 35.97],
        [-78.95, 35.92],
        [-78.87, 35.885],
        [-78.79, 35.85],
        [-78.72, 35.8],
        [-78.66, 35.755],
        [-78.6, 35.72],
        [-78.5, 35.65],
        [-78.35, 35.56],
        [-78.1, 35.45],
      ],
      true,
    ),
  )
  art.add(
    road(
      [
        [-78.86, 35.88],
        [-78.8, 35.93],
        [-78.7, 35.93],
        [-78.6, 35.9],
        [-78.53, 35.83],
        [-78.54, 35.74],
        [-78.6, 35.68],
        [-78.75, 35.66],
        [-78.84, 35.7],
      ],
      false,
    ),
  )
  art.add(
    road(
      [
        [-78.64, 35.78],
        [-78.58, 35.86],
        [-78.52, 35.95],
        [-78.44, 36.06],
        [-78.38, 36.12],
      ],
      false,
    ),
  )
  art.add(
    road(
      [
        [-78.66, 35.76],
        [-78.78, 35.77],
        [-78.86, 35.72],
        [-78.98, 35.62],
        [-79.1, 35.53],
        [-79.18, 35.48],
        [-79.32, 35.41],
      ],
      false,
    ),
  )
  art.add(
    road(
      [
        [-78.64, 35.76],
        [-78.82, 35.745],
        [-78.95, 35.72],
        [-79.15, 35.715],
        [-79.5, 35.72],
      ],
      false,
    ),
  )
  art.add(
    road(
      [
        [-79.06, 35.9],
        [-78.99, 35.95],
        [-78.93, 35.99],
      ],
      false,
    ),
  )
  art.add(
    road(
      [
        [-78.9, 35.99],
        [-78.86, 35.94],
        [-78.84, 35.88],
      ],
      false,
    ),
  )
  art.add(
    road(
      [
        [-79.18, 35.48],
        [-79.2, 35.6],
        [-79.15, 35.75],
        [-79.06, 35.9],
      ],
      false,
    ),
  )
  // Lake names.
  const water = { 'font-family': FONT, 'font-size': 22, 'font-style': 'italic', fill: '#4f8aa6' }
  const fl = at(-78.7, 36.0)
  art.add(tag('text', { x: fl.x, y: fl.y + 42, 'text-anchor': 'middle', ...water }, 'Falls Lake'))
  const jl = at(-79.03, 35.74)
  art.add(tag('text', { x: jl.x - 34, y: jl.y, 'text-anchor': 'end', ...water }, 'Jordan Lake'))
  // Pins and labels, with a paper halo so they read over roads.
  for (const c of CITIES) {
    const p = at(c.lon, c.lat)
    const k = c.hq ? 1.35 : 1
    const pin = d`M${p.x} ${p.y}C${p.x - 6 * k} ${p.y - 14 * k} ${p.x - 16 * k} ${p.y - 22 * k} ${p.x - 16 * k} ${p.y - 34 * k}A${16 * k} ${16 * k} 0 1 1 ${p.x + 16 * k} ${p.y - 34 * k}C${p.x + 16 * k} ${p.y - 22 * k} ${p.x + 6 * k} ${p.y - 14 * k} ${p.x} ${p.y}Z`
    art.add(ellipse(p.x, p.y + 2, 10 * k, 4 * k, '#0d1f16', { opacity: 0.25 }))
    art.add(path(pin, c.hq ? '#1f5135' : '#de4d0b', { stroke: '#fbf8f2', 'stroke-width': 3 }))
    art.add(ellipse(p.x, p.y - 34 * k, 6 * k, 6 * k, c.hq ? '#fb8438' : '#fbf8f2'))
    const label = {
      'font-family': FONT,
      'font-size': c.hq ? 34 : 27,
      'font-weight': 'bold',
      'text-anchor': c.anchor ?? 'start',
    }
    const x = p.x + (c.dx ?? 24)
    const y = p.y - 22 + (c.dy ?? 0)
    art.add(
      tag(
        'text',
        {
          x,
          y,
          ...label,
          fill: 'none',
          stroke: '#fbf8f2',
          'stroke-width': 8,
          'stroke-linejoin': 'round',
        },
        c.name,
      ),
    )
    art.add(tag('text', { x, y, ...label, fill: '#173a27' }, c.name))
  }
  // A north arrow.
  art.add(
    tag(
      'g',
      { transform: 'translate(1500 110)' },
      ellipse(0, 0, 44, 44, '#fbf8f2', { stroke: '#cbbfa9', 'stroke-width': 2 }) +
        path('M0 -32L12 8L0 0L-12 8Z', '#1f5135') +
        path('M0 32L12 8L0 0L-12 8Z', '#8ebf9c') +
        tag(
          'text',
          {
            x: 0,
            y: -50,
            'text-anchor': 'middle',
            'font-family': FONT,
            'font-size': 22,
            'font-weight': 'bold',
            fill: '#1f5135',
          },
          'N',
        ),
    ),
  )
  finish(art, { mottle: 0.06, vignette: 0.12, tint: '#3b2a1a' })
  return art
}
