import type { Art } from '../lib/art'
import { deck } from '../lib/deck'
import { finish } from '../lib/finish'
import { fire } from '../lib/fire'
import { chaise, planter, sofa, table } from '../lib/furniture'
import { pavers, veneer } from '../lib/hardscape'
import { counter, grill } from '../lib/kitchen'
import type { Lighting } from '../lib/light'
import { groundPool, pathLight, stringLights } from '../lib/lights'
import { type Foliage, grass, perennials, shrub, tree } from '../lib/nature'
import { GRANITE, STONE, TRAVERTINE, WARM_STONE } from '../lib/palette'
import type { Scene } from '../lib/scene'
import { box, decalOnFace } from '../lib/solids'
import { house } from '../lib/structures'
import {
  DECK_DELIGHT,
  FIRE_PIT_OASIS,
  GARDEN_RETREAT,
  neglectedYard,
  PATIO_PARADISE,
} from './before'
import { gardenBackdrop, gardenRetreat } from './gardenRetreat'
import { foreground } from './parts'
import { outdoor } from './setup'

/** Garden Oasis Retreat's camera: the whole garden at golden hour. */
const gardenView = (key: string) =>
  outdoor(key, 'golden', { eye: [0.3, 2.3, -4.6], yaw: 0.16, fov: 62, horizon: 470 })

/** Garden Oasis Retreat: the whole garden at golden hour. */
export function projectGardenRetreat(): Art {
  const { art, scene, leaves } = gardenView('pgr')
  gardenRetreat(scene, leaves, false)
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}

/** Garden Oasis Retreat before the work: thin lawn, bare clay, a worn path and a lone chair. */
export function projectGardenRetreatBefore(): Art {
  const { art, scene, leaves } = gardenView('pgb')
  gardenBackdrop(scene, leaves)
  neglectedYard(scene, leaves, GARDEN_RETREAT)
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}

/** Garden Oasis Retreat, second view: the pergola lounge by the fire after dark. */
export function projectGardenRetreatDetail(): Art {
  const { art, scene, leaves } = outdoor(
    'pgd',
    'dusk',
    { eye: [-2.6, 1.5, -1.2], yaw: 0.62, fov: 58, horizon: 560 },
    {
      points: [
        { pos: [0, 0.8, 3], color: '#ff8a3d', intensity: 1.6, range: 1.6 },
        { pos: [5.4, 2.5, 3.4], color: '#ffc46b', intensity: 0.9, range: 2 },
      ],
    },
  )
  gardenRetreat(scene, leaves, true)
  art.add(scene.render())
  art.add(foreground(art, 9, { color: '#0c1711', light: '#1b2f22', corners: ['left'] }))
  finish(art, { vignette: 0.45 })
  return art
}

/** Patio Paradise: a two-level travertine patio with an outdoor kitchen on the upper terrace. */
export function projectPatioParadise(): Art {
  const { art, scene, leaves } = patioParadiseYard('ppp')
  // Upper terrace: a stone-faced retaining edge with travertine on top.
  const up = 0.62
  pavers(scene, {
    x: [-6, 5],
    z: [-2.5, 4],
    size: [0.6, 0.4],
    colors: TRAVERTINE,
    joint: '#b3a386',
    seed: 4,
    variety: 0.3,
  })
  const terrace = box(scene, { x: [-6, 5], y: [0, up], z: [4, 8.5] }, STONE[0] as string)
  if (terrace.top) terrace.top.svg = ''
  veneer(scene, terrace, 'front', { colors: STONE, course: 0.16, length: 0.36, seed: 5 })
  pavers(scene, {
    x: [-6, 5],
    z: [4, 8.5],
    y: up,
    size: [0.6, 0.4],
    colors: TRAVERTINE,
    joint: '#b3a386',
    seed: 6,
    variety: 0.3,
    layer: 0.2,
  })
  box(scene, { x: [-6.05, 5.05], y: [up, up + 0.05], z: [3.95, 4.2] }, '#efe3cc')
  for (let k = 0; k < 2; k++)
    box(
      scene,
      { x: [-0.8, 0.8], y: [0, (up * (k + 1)) / 3], z: [3.4 + k * 0.3, 4] },
      { base: '#d8c7a8', top: '#eadcc3' },
    )
  const run = counter(scene, {
    x: [-5.2, -0.9],
    z: [7.3, 8.0],
    stone: WARM_STONE,
    top: GRANITE,
    h: up + 0.92,
    doors: {
      face: 'front',
      spans: [
        [0.3, 0.9],
        [3.4, 4.0],
      ],
    },
  })
  grill(scene, { x: [-3.6, -2.5], z: [7.4, 7.95], y: run.h, base: run.base })
  decalOnFace(scene, run.top, 'top', [1.0, 1.6, 0.2, 0.6], '#5e656c')
  table(scene, [2.6, up, 6.3], { w: 1.8, d: 0.9, h: 0.76, top: '#7c4a2a', leg: '#2b2b2d' })
  chaise(scene, [-2.4, 0, 1.2], [0.15, 0, -1], { frame: '#3b3430', cushion: '#f3ede1' })
  chaise(scene, [-0.9, 0, 1.2], [0, 0, -1], { frame: '#3b3430', cushion: '#f3ede1' })
  table(scene, [-1.65, 0, 1.5], { w: 0.45, d: 0.45, h: 0.42, top: '#c8b7a0', leg: '#3b3430' })
  planter(scene, [3.4, 0, 1.6], { r: 0.36, h: 0.7, color: '#c8b7a0', round: true })
  scene.sprite(
    [3.4, 0.7, 1.6],
    perennials(3, { w: 0.9, h: 0.6, leaf: '#4d7f4f', flower: '#de4d0b' }),
  )
  patioParadiseBorders(scene, leaves)
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}

/** Patio Paradise's camera, trees and house: what the work was built against. */
function patioParadiseYard(key: string) {
  const setup = outdoor(key, 'golden', {
    eye: [0.8, 2.7, -5.8],
    yaw: -0.06,
    fov: 62,
    horizon: 430,
  })
  const { scene, leaves } = setup
  scene.sprite([8, 0, 20], tree(31, { h: 12, w: 11, pal: leaves, side: -1, blobs: 22 }))
  scene.sprite([-7, 0, 22], tree(32, { h: 11, w: 10, pal: leaves, side: -1, blobs: 20 }))
  house(scene, {
    x: [-9, 5],
    z: [9.5, 15],
    wallH: 3.3,
    roofH: 1.6,
    siding: '#e6dfd2',
    trim: '#fbf8f2',
    roof: '#7a726b',
    glass: '#6f8496',
    windows: [
      { face: 'front', u: 2, v: 0, w: 2.4, h: 2.3 },
      { face: 'front', u: 6.4, v: 0.9, w: 1.3, h: 1.4 },
      { face: 'front', u: 9.8, v: 0, w: 2.4, h: 2.3 },
    ],
  })
  return setup
}

/** The shrubs along the left side and the grass clump on the right, there before and after. */
function patioParadiseBorders(scene: Scene, leaves: Foliage) {
  for (let i = 0; i < 4; i++)
    scene.sprite([-7.2, 0, -1 + i * 1.6], shrub(40 + i, { w: 1.4, h: 1.1, pal: leaves, side: -1 }))
  scene.sprite([5.9, 0, 0.4], grass(50, { h: 1.1, color: '#55703f', lit: '#d7b877', side: -1 }))
}

/** Patio Paradise before the work: a cracked slab at the back door, an old grill, thin lawn. */
export function projectPatioParadiseBefore(): Art {
  const { art, scene, leaves } = patioParadiseYard('ppb')
  neglectedYard(scene, leaves, PATIO_PARADISE)
  patioParadiseBorders(scene, leaves)
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}

/** Fire Pit Oasis: a linear gas fire table inside a sectional lounge, lit at dusk. */
export function projectFirePitOasis(): Art {
  const { art, scene } = firePitOasisYard('pfo', [
    { pos: [0, 0.8, 2.6], color: '#ff8a3d', intensity: 1.5, range: 1.5 },
  ])
  pavers(scene, {
    x: [-4.6, 4.6],
    z: [-2, 5.8],
    size: [0.9, 0.45],
    colors: ['#8f8a82', '#9a958d', '#85807a'],
    joint: '#3f3c38',
    seed: 3,
    variety: 0.25,
  })
  groundPool(scene, [0, 0, 2.6], 3, '#ff8f45', 0.5)
  // The fire table: a long dark slab with a glass-lined burner.
  const t = box(
    scene,
    { x: [-0.9, 0.9], y: [0, 0.45], z: [2.2, 3.0] },
    { base: '#3b3835', top: '#55504b' },
  )
  decalOnFace(scene, t, 'top', [0.2, 1.6, 0.28, 0.52], '#bcd3d6', { flat: true })
  fire(scene, [0, 0.46, 2.6], { w: 1.2, h: 0.42, seed: 11 })
  sofa(scene, [0, 0, 4.3], [0, 0, -1], {
    w: 3.2,
    frame: '#3d3d42',
    cushion: '#e9e1d2',
    pillows: ['#de4d0b', '#2c6743', '#fdb071', '#de4d0b'],
  })
  sofa(scene, [-2.3, 0, 2.6], [1, 0, 0], {
    w: 2.2,
    frame: '#3d3d42',
    cushion: '#e9e1d2',
    pillows: ['#2c6743', '#fdb071'],
  })
  for (let i = 0; i < 2; i++)
    stringLights(scene, [-4.4, 3, 0.5 + i * 3.6], [4.4, 3, 0.9 + i * 3.6], {
      sag: 0.5,
      bulbs: 16,
      seed: 7 + i,
    })
  for (const [x, z] of [
    [3.6, 0.4],
    [3.6, 3.6],
    [-3.8, 5.2],
  ] as const)
    pathLight(scene, [x, 0, z])
  scene.sprite([3.4, 0, 2.2], grass(60, { h: 1.1, color: '#3f5236', lit: '#c29a5f', side: -1 }))
  art.add(scene.render())
  finish(art, { vignette: 0.45 })
  return art
}

/** Fire Pit Oasis's camera at dusk, its trees and the hydrangea hedge; `points` light the work. */
function firePitOasisYard(key: string, points?: Lighting['points']) {
  const setup = outdoor(
    key,
    'dusk',
    { eye: [0.3, 1.9, -4.4], yaw: 0.02, fov: 60, horizon: 500 },
    { points },
  )
  const { scene, leaves } = setup
  scene.sprite([7, 0, 18], tree(41, { h: 12, w: 11, pal: leaves, side: -1, blobs: 22 }))
  scene.sprite([-7, 0, 16], tree(42, { h: 10, w: 9, pal: leaves, side: -1, blobs: 20 }))
  for (let i = 0; i < 8; i++)
    scene.sprite(
      [-5.6 + i * 1.6, 0, 6.6],
      shrub(50 + i, {
        w: 1.6,
        h: 1.3,
        pal: leaves,
        side: -1,
        flowers: i % 3 ? undefined : '#e9dbe8',
      }),
    )
  return setup
}

/** Fire Pit Oasis before the work: a dark, worn lawn with bare clay and a lone plastic chair. */
export function projectFirePitOasisBefore(): Art {
  const { art, scene, leaves } = firePitOasisYard('pfb')
  neglectedYard(scene, leaves, FIRE_PIT_OASIS)
  art.add(scene.render())
  finish(art, { vignette: 0.45 })
  return art
}

/** Deck Delight: a composite deck with built-in benches and lit stairs, seen from the garden. */
export function projectDeckDelight(): Art {
  const { art, scene, leaves } = deckDelightYard('pdd', [
    { pos: [0, 2.2, 4], color: '#ffc46b', intensity: 0.6, range: 2 },
  ])
  deck(scene, {
    x: [-3.2, 4.4],
    z: [2.2, 7],
    h: 1.0,
    board: '#7d6f64',
    fascia: '#4d443d',
    rails: ['left', 'right'],
    stair: { x: [-0.6, 1.4], steps: 3, lights: true },
    benches: ['left', 'right', 'back'],
  })
  table(scene, [0.6, 1.0, 4.8], { w: 1.0, d: 1.0, h: 0.5, top: '#c8b7a0', leg: '#2b2b2d' })
  planter(scene, [3.7, 1.0, 2.9], { r: 0.3, h: 0.6, color: '#3e4a44', round: true })
  scene.sprite([3.7, 1.6, 2.9], grass(2, { h: 0.8, color: '#3f5236', lit: '#c29a5f' }))
  deckDelightBorders(scene, leaves)
  scene.sprite(
    [3.2, 0, 1.4],
    perennials(85, { w: 1.2, h: 0.6, leaf: '#2b4530', flower: '#e0885f' }),
  )
  art.add(scene.render())
  finish(art, { vignette: 0.4 })
  return art
}

/** Deck Delight's camera at dusk, the oak and the house with its lit windows. */
function deckDelightYard(key: string, points?: Lighting['points']) {
  const setup = outdoor(
    key,
    'dusk',
    { eye: [-3.4, 2.7, -4], yaw: 0.36, fov: 62, horizon: 450 },
    { points },
  )
  const { scene, leaves } = setup
  scene.sprite([8, 0, 18], tree(71, { h: 12, w: 11, pal: leaves, side: -1, blobs: 22 }))
  house(scene, {
    x: [-6, 7],
    z: [7, 13],
    wallH: 5.6,
    roofH: 2.4,
    siding: '#a3a8a0',
    trim: '#efe9dd',
    roof: '#35343f',
    glowColor: '#ffd48a',
    windows: [
      { face: 'front', u: 4.8, v: 1.0, w: 2.4, h: 2.2, lit: true },
      { face: 'front', u: 1.6, v: 1.6, w: 1.2, h: 1.3, lit: true },
      { face: 'front', u: 9.4, v: 1.6, w: 1.2, h: 1.3 },
      { face: 'front', u: 2.1, v: 3.9, w: 1.1, h: 1.3 },
      { face: 'front', u: 9.6, v: 3.9, w: 1.1, h: 1.3, lit: true },
    ],
  })
  return setup
}

/** The shrubs at the corners of the yard, there before and after. */
function deckDelightBorders(scene: Scene, leaves: Foliage) {
  for (let i = 0; i < 3; i++)
    scene.sprite(
      [-4.6 + i * 0.9, 0, 1.6 + i * 0.9],
      shrub(80 + i, { w: 1.2, h: 0.9, pal: leaves, side: -1 }),
    )
  scene.sprite(
    [5.4, 0, 1.6],
    shrub(84, { w: 1.4, h: 1, pal: leaves, side: -1, flowers: '#e9dbe8' }),
  )
}

/** Deck Delight before the work: an old wooden landing and steps at the slider, worn lawn. */
export function projectDeckDelightBefore(): Art {
  const { art, scene, leaves } = deckDelightYard('pdb')
  neglectedYard(scene, leaves, DECK_DELIGHT)
  deckDelightBorders(scene, leaves)
  art.add(scene.render())
  finish(art, { vignette: 0.4 })
  return art
}
