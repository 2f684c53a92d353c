import type { V3 } from '../lib/camera'
import { darken, mix } from '../lib/color'
import { plasticChair } from '../lib/furniture'
import type { Foliage } from '../lib/nature'
import { shrub } from '../lib/nature'
import {
  CLAY,
  crackedSlab,
  kettleGrill,
  patch,
  patchyLawn,
  rankGrass,
  STRAW,
  stoop,
  tufts,
  weed,
  wornPath,
} from '../lib/neglect'
import { rng } from '../lib/rng'
import type { Scene } from '../lib/scene'

// Each dresses the backdrop its "after" scene shares (same camera, sky, house and trees).

const CHAIR = '#e4e0d3'
// Before the scene's light falls on them.
type Ground = { straw: string[]; clay: string[]; dirt: string; tuft: string }

const DAY: Ground = { straw: STRAW, clay: CLAY, dirt: '#9a6444', tuft: '#6d7a3e' }
// At dusk the lawn is darker than light alone makes it, so the yard stays dark where the work's
// lighting will be.
const DUSK: Ground = {
  straw: STRAW.map((c) => darken(c, 0.45)),
  clay: CLAY.map((c) => darken(c, 0.25)),
  dirt: darken('#9a6444', 0.3),
  tuft: darken('#6d7a3e', 0.3),
}

type XZ = [number, number]

function scatterWeeds(
  scene: Scene,
  area: { x: [number, number]; z: [number, number] },
  count: number,
  seed: number,
) {
  const r = rng(seed)
  for (let i = 0; i < count; i++) {
    const at: V3 = [r.range(area.x[0], area.x[1]), 0, r.range(area.z[0], area.z[1])]
    weed(scene, at, seed + i, {
      h: r.range(0.25, 0.5),
      flower: i % 3 === 0,
      seedHead: i % 4 === 1,
    })
  }
}

function weedLine(scene: Scene, from: XZ, to: XZ, count: number, seed: number, h = 0.4) {
  const r = rng(seed)
  for (let i = 0; i < count; i++) {
    const t = (i + r.range(0.1, 0.9)) / count
    const at: V3 = [from[0] + (to[0] - from[0]) * t, 0, from[1] + (to[1] - from[1]) * t]
    if (i % 3 === 2) rankGrass(scene, at, seed + i, h * r.range(1, 1.5))
    else weed(scene, at, seed + i, { h: h * r.range(0.7, 1.2), seedHead: i % 2 === 0 })
  }
}

function bare(scene: Scene, g: Ground, c: XZ, rx: number, rz: number, seed: number) {
  const clay = g.clay[0] as string
  const edge = { color: mix(clay, g.straw[3] as string, 0.6), width: 0.3, opacity: 0.4 }
  patch(scene, c, { rx, rz, color: clay, seed, rough: 0.3, bias: 50, edge })
  patch(scene, [c[0] + rx * 0.15, c[1] - rz * 0.1], {
    rx: rx * 0.55,
    rz: rz * 0.5,
    color: g.clay[1] as string,
    seed: seed + 1,
    rough: 0.35,
    bias: 45,
  })
  tufts(scene, c, { rx, rz, count: Math.round(rx * rz * 14), color: g.tuft, seed: seed + 2 })
}

// In the world coordinates of its scene.
export type Yard = {
  seed: number
  ground: Ground
  lawn: { x: [number, number]; z: [number, number]; count: number }
  /** Centre, and radii across and along. */
  bare: [XZ, number, number][]
  path: { line: XZ[]; width: number }
  slab?: { x: [number, number]; z: [number, number] }
  stoop?: Parameters<typeof stoop>[1]
  grill?: V3
  chair?: { at: V3; facing: V3 }
  /** Where the planting beds went. */
  overgrown?: { at: XZ; seed: number }[]
  weedLine: { from: XZ; to: XZ; count: number; h: number }
  weeds: { x: [number, number]; z: [number, number]; count: number }
}

export function neglectedYard(scene: Scene, leaves: Foliage, y: Yard) {
  const { seed, ground: g } = y
  patchyLawn(scene, y.lawn, { count: y.lawn.count, seed, straw: g.straw, clay: g.clay })
  for (const o of y.overgrown ?? [])
    scene.sprite([o.at[0], 0, o.at[1]], shrub(o.seed, { w: 1.9, h: 1.5, pal: leaves, side: -1 }))
  for (const [i, [c, rx, rz]] of y.bare.entries()) bare(scene, g, c, rx, rz, seed + 1 + i * 4)
  wornPath(scene, y.path.line, { width: y.path.width, color: g.dirt, seed: seed + 3 })
  if (y.slab) {
    const cracks = crackedSlab(scene, { ...y.slab, seed: seed + 2 })
    for (const [i, at] of cracks.entries())
      weed(scene, at, seed * 10 + i, { h: 0.2, flower: i === seed % cracks.length })
  }
  if (y.stoop) stoop(scene, y.stoop)
  if (y.grill) kettleGrill(scene, y.grill, { seed })
  if (y.chair) plasticChair(scene, y.chair.at, y.chair.facing, CHAIR)
  const line = y.weedLine
  weedLine(scene, line.from, line.to, line.count, seed * 10 + 100, line.h)
  scatterWeeds(scene, y.weeds, y.weeds.count, seed * 10 + 300)
}

/** Garden Oasis Retreat before: no beds or patio, a worn path, bare clay and a lone chair. */
export const GARDEN_RETREAT: Yard = {
  seed: 61,
  ground: DAY,
  lawn: { x: [-6, 8], z: [-0.5, 10], count: 28 },
  // The border was a row of overgrown, unpruned shrubs in the lawn.
  overgrown: [0, 2, 3, 5, 7, 8].map((i) => ({
    at: [-6.5 + i * 1.6, 8.2 + (i % 2) * 0.8] as XZ,
    seed: 70 + i,
  })),
  bare: [
    [[0.3, 3.1], 1.9, 1.3],
    [[-1.8, 4.6], 0.9, 0.5],
  ],
  path: {
    line: [
      [0.9, -1.4],
      [0.5, -0.2],
      [0.3, 0.9],
      [0.4, 2.3],
    ],
    width: 0.55,
  },
  chair: { at: [0.9, 0, 3.5], facing: [-0.35, 0, -1] },
  grill: [5.2, 0, 3.9],
  weedLine: { from: [-7, 7.6], to: [7, 7.8], count: 10, h: 0.55 },
  weeds: { x: [-5, 7], z: [-1, 7], count: 14 },
}

/** Patio Paradise before: a cracked slab at the back door with a rusty grill and a chair. */
export const PATIO_PARADISE: Yard = {
  seed: 31,
  ground: DAY,
  lawn: { x: [-7, 6], z: [-1, 9], count: 26 },
  bare: [[[-5.8, 8.6], 1.4, 0.7]],
  path: {
    line: [
      [1.9, 7.1],
      [1.3, 5.2],
      [0.3, 3.2],
      [-0.7, 1.2],
      [-1.1, -0.4],
      [-1.2, -1.8],
    ],
    width: 0.5,
  },
  slab: { x: [0.3, 3.7], z: [7.1, 9.5] },
  grill: [3.0, 0.1, 8.7],
  chair: { at: [1.3, 0.1, 8.2], facing: [-0.25, 0, -1] },
  weedLine: { from: [-8.8, 9.35], to: [4.8, 9.35], count: 14, h: 0.45 },
  weeds: { x: [-5, 5], z: [-1, 7], count: 12 },
}

/** Fire Pit Oasis before: the yard dark at dusk, worn to clay, one plastic chair. */
export const FIRE_PIT_OASIS: Yard = {
  seed: 41,
  ground: DUSK,
  lawn: { x: [-4.5, 5], z: [-0.5, 6], count: 24 },
  bare: [[[0.1, 2.8], 1.8, 1.1]],
  path: {
    line: [
      [0.6, -1.4],
      [0.4, 0.2],
      [0.1, 1.7],
    ],
    width: 0.6,
  },
  chair: { at: [-0.4, 0, 2.9], facing: [0.25, 0, -1] },
  weedLine: { from: [-5.6, 6.0], to: [5.6, 6.0], count: 10, h: 0.5 },
  weeds: { x: [-4, 4.5], z: [-1, 5.5], count: 12 },
}

/** Deck Delight before: an old wooden landing and steps at the slider, the lawn worn to clay. */
export const DECK_DELIGHT: Yard = {
  seed: 71,
  ground: DUSK,
  lawn: { x: [-5, 6.5], z: [-0.5, 6.8], count: 24 },
  bare: [[[0.1, 4.6], 1.3, 0.8]],
  path: {
    line: [
      [0, 4.6],
      [-0.6, 3.2],
      [-1.4, 1.6],
      [-2.1, -0.2],
    ],
    width: 0.6,
  },
  stoop: { x: [-1.4, 1.4], z: [6.0, 7.0], h: 1.0, stair: [-0.55, 0.55], steps: 3 },
  grill: [2.2, 0, 5.5],
  chair: { at: [3.0, 0, 2.6], facing: [-0.6, 0, -1] },
  weedLine: { from: [-5.8, 6.85], to: [6.8, 6.85], count: 14, h: 0.5 },
  weeds: { x: [-4, 5], z: [0, 6], count: 10 },
}

/** The patio service scene before: thin lawn over clay, an old cracked pad with a chair on it. */
export const PATIO: Yard = {
  seed: 51,
  ground: DAY,
  lawn: { x: [-5.5, 5.5], z: [0.5, 7.5], count: 26 },
  bare: [[[0.2, 3.4], 2.0, 1.3]],
  path: {
    line: [
      [-0.3, 2.9],
      [-0.9, 1.5],
      [-1.4, 0.2],
    ],
    width: 0.6,
  },
  slab: { x: [-1.0, 1.3], z: [3.0, 4.7] },
  chair: { at: [0.35, 0.1, 3.75], facing: [-0.15, 0, -1] },
  weedLine: { from: [-6, 7.4], to: [6, 7.4], count: 12, h: 0.5 },
  weeds: { x: [-4.5, 4.5], z: [-0.5, 6.5], count: 12 },
}

/** The kitchen service scene before: a rusty kettle grill on a cracked pad, a chair, weeds. */
export const KITCHEN: Yard = {
  seed: 21,
  ground: DAY,
  lawn: { x: [-5, 5.5], z: [-0.5, 6], count: 24 },
  bare: [[[-0.2, 2.1], 1.8, 0.8]],
  path: {
    line: [
      [-0.3, 2.4],
      [-0.9, 0.8],
      [-1.3, -0.8],
    ],
    width: 0.55,
  },
  slab: { x: [-1.6, 1.2], z: [2.6, 4.4] },
  grill: [-0.5, 0.1, 3.3],
  chair: { at: [0.7, 0.1, 3.1], facing: [-0.5, 0, -1] },
  weedLine: { from: [-5.5, 5.9], to: [6, 5.9], count: 12, h: 0.5 },
  weeds: { x: [-4, 4.5], z: [0, 5.5], count: 10 },
}
