import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { fire } from '../lib/fire'
import { adirondack, around, barStool, chair, table } from '../lib/furniture'
import { circlePatio, steppingStones, strip } from '../lib/ground'
import { firePit, pavers, veneer } from '../lib/hardscape'
import { counter, pizzaOven } from '../lib/kitchen'
import { glow, groundPool, pathLight, stringLights, upBeam, WARM } from '../lib/lights'
import { grass, perennials, shrub, tree } from '../lib/nature'
import { CEDAR, GRANITE, PAVERS, STONE, WARM_STONE } from '../lib/palette'
import { OVERLAY } from '../lib/scene'
import { box } from '../lib/solids'
import { pergola } from '../lib/structures'
import { lineD, path } from '../lib/svg'
import { outdoor } from './setup'

const SQ = { W: 1200, H: 1200 }

/** Terraced stone retaining walls with a central stair and planted tiers, golden hour. */
export function gallery1(): Art {
  const { art, scene, leaves } = outdoor('g1', 'golden', {
    ...SQ,
    eye: [0.6, 3.2, -6.5],
    yaw: -0.04,
    fov: 58,
    horizon: 400,
  })
  scene.sprite([6, 0, 20], tree(1, { h: 12, w: 11, pal: leaves, side: -1, blobs: 22 }))
  scene.sprite([-6, 0, 18], tree(2, { h: 10, w: 10, pal: leaves, side: -1, blobs: 20 }))
  pavers(scene, {
    x: [-5, 5],
    z: [-3, 2],
    size: [0.6, 0.3],
    colors: PAVERS,
    joint: '#8a7a66',
    seed: 3,
  })
  for (const [k, z0, h] of [
    [0, 2, 0.7],
    [1, 4.2, 1.4],
  ] as const) {
    // Two wings either side of the stair.
    for (const xs of [
      [-5, -0.95],
      [0.95, 5],
    ] as const) {
      const wall = box(
        scene,
        { x: [xs[0], xs[1]], y: [0, h], z: [z0, z0 + 2.2] },
        { base: STONE[0] as string, top: '#6d8f48' },
      )
      veneer(scene, wall, 'front', { colors: STONE, course: 0.14, length: 0.34, seed: 4 + k })
      veneer(scene, wall, xs[0] < 0 ? 'right' : 'left', {
        colors: STONE,
        course: 0.14,
        length: 0.34,
        seed: 6 + k,
      })
      box(
        scene,
        { x: [xs[0] - 0.05, xs[1] + 0.05], y: [h, h + 0.06], z: [z0 - 0.05, z0 + 0.2] },
        '#cfc3ae',
      )
    }
    for (let i = 0; i < 7; i++)
      if (Math.abs(-4.2 + i * 1.4) > 1.2)
        scene.sprite(
          [-4.2 + i * 1.4, h, z0 + 0.9],
          i % 2
            ? shrub(10 + i + k * 7, {
                w: 1.1,
                h: 0.8,
                pal: leaves,
                side: -1,
                flowers: k ? '#f4f1ea' : '#c58fb8',
              })
            : grass(20 + i + k * 7, { h: 0.8, color: '#55703f', lit: '#d7b877', side: -1 }),
        )
  }
  for (let s = 0; s < 8; s++)
    box(
      scene,
      { x: [-0.95, 0.95], y: [0, (s + 1) * 0.175], z: [1.7 + s * 0.55, 6.4] },
      { base: '#b9ab95', top: '#d8ccb8' },
    )
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}

/** A garden bench in a pool of light among uplit trees, a lit path winding past. */
export function gallery2(): Art {
  const { art, scene, leaves } = outdoor(
    'g2',
    'night',
    { ...SQ, eye: [0, 1.6, -4], yaw: 0.05, fov: 58, horizon: 520 },
    { moon: [950, 150] },
  )
  for (const [x, z, seed] of [
    [-3.2, 7, 3],
    [3.4, 8.5, 4],
  ] as const) {
    scene.sprite([x, 0, z], tree(seed, { h: 8, w: 7, pal: leaves, blobs: 20 }))
    upBeam(scene, [x - 0.3, 0, z - 0.4], 5, 1.3, WARM, 0.5)
    const c = scene.project([x, 5, z])
    const s = scene.scale([x, 5, z])
    scene.add(glow(art, c.x, c.y, 2.6 * s, '#ffb45a', 0.45, 1.6 * s), 0, OVERLAY)
  }
  for (let i = 0; i < 7; i++)
    scene.sprite([-4 + i * 1.3, 0, 9.8], shrub(30 + i, { w: 1.3, h: 1, pal: leaves }))
  const walk: [number, number][] = [
    [0.4, -2],
    [0.8, 0],
    [0.4, 2],
    [-0.4, 4],
    [-0.6, 6],
    [0, 8],
  ]
  strip(scene, walk, 1.2, '#5a5852')
  for (const [i, [x, z]] of walk.entries()) if (i % 2) pathLight(scene, [x + 1.1, 0, z])
  box(scene, { x: [-2.8, -1.4], y: [0.42, 0.48], z: [3.6, 4.1] }, '#8a5a36')
  box(scene, { x: [-2.8, -1.4], y: [0.5, 0.9], z: [4.05, 4.12] }, '#8a5a36')
  for (const x of [-2.75, -1.5])
    box(scene, { x: [x, x + 0.06], y: [0, 0.45], z: [3.65, 4.05] }, '#2b2b2d')
  groundPool(scene, [-2.1, 0, 3.9], 1.6, WARM, 0.5)
  scene.sprite([2.6, 0, 2], grass(40, { h: 0.9, color: '#1f3325', lit: '#4d5a3a' }))
  art.add(scene.render())
  finish(art, { vignette: 0.5, tint: '#05080f' })
  return art
}

/** Pizza night: the oven lit, a stone bar with stools, string lights against the last light. */
export function gallery3(): Art {
  const { art, scene, leaves } = outdoor(
    'g3',
    'dusk',
    { ...SQ, eye: [2.8, 1.6, -2.2], yaw: -0.42, fov: 58, horizon: 560 },
    {
      points: [{ pos: [-1.2, 1.1, 2.6], color: '#ff8a3d', intensity: 1.2, range: 1.3 }],
    },
  )
  scene.sprite([-7, 0, 14], tree(51, { h: 10, w: 9, pal: leaves, side: -1, blobs: 20 }))
  for (let i = 0; i < 7; i++)
    scene.sprite([-6 + i * 1.5, 0, 6], shrub(52 + i, { w: 1.5, h: 1.2, pal: leaves, side: -1 }))
  pavers(scene, {
    x: [-5, 5],
    z: [-2, 5],
    size: [0.6, 0.4],
    colors: PAVERS,
    joint: '#4e463d',
    seed: 12,
    variety: 0.2,
  })
  groundPool(scene, [-1.2, 0, 2.2], 2.4, '#ff8f45', 0.5)
  pizzaOven(scene, { c: [-1.2, 3], r: 0.72, base: 1, stone: WARM_STONE, dome: '#c9b8a0', seed: 6 })
  counter(scene, { x: [-0.2, 3], z: [2.6, 3.3], stone: STONE, top: GRANITE, led: true, seed: 9 })
  for (const x of [0.5, 1.4, 2.3])
    barStool(scene, [x, 0, 2.1], { seat: '#2b2b2d', frame: '#2b2b2d', h: 0.72 })
  stringLights(scene, [-4, 2.9, 1.5], [4, 3, 1.2], { sag: 0.5, bulbs: 16, seed: 5 })
  art.add(scene.render())
  finish(art, { vignette: 0.4 })
  return art
}

/** A fire pit circle from above: chairs round the flames, the patio glowing. */
export function gallery4(): Art {
  const { art, scene, leaves } = outdoor(
    'g4',
    'dusk',
    { ...SQ, eye: [0, 4.6, -3.6], fov: 56, horizon: 200 },
    {
      points: [{ pos: [0, 0.8, 2.4], color: '#ff8a3d', intensity: 2, range: 1.7 }],
    },
  )
  for (let i = 0; i < 9; i++)
    scene.sprite(
      [-5.2 + i * 1.3, 0, 6.4 + (i % 2) * 0.5],
      shrub(60 + i, {
        w: 1.4,
        h: 1.1,
        pal: leaves,
        side: -1,
        flowers: i % 3 ? undefined : '#e9dbe8',
      }),
    )
  circlePatio(scene, [0, 2.4], { r: 3.2, color: '#a39380', joint: '#4f463c' })
  groundPool(scene, [0, 0, 2.4], 3.8, '#ff8f45', 0.55)
  firePit(scene, [0, 2.4], { r: 0.8, h: 0.46, stone: STONE, cap: '#c2b7a6', seed: 4 })
  fire(scene, [0, 0.5, 2.4], { w: 0.85, h: 0.8, seed: 6 })
  const colors = ['#de4d0b', '#e2d8c6', '#2c6743', '#e2d8c6', '#de4d0b']
  around([0, 0, 2.4], 1.95, [
    Math.PI * 1.1,
    Math.PI * 0.75,
    Math.PI * 0.5,
    Math.PI * 0.25,
    -Math.PI * 0.1,
  ]).forEach(({ at, facing }, i) => {
    adirondack(scene, at, facing, colors[i] as string)
  })
  for (const [x, z] of [
    [-3.6, 0.6],
    [3.6, 0.6],
    [-3.4, 4.4],
    [3.4, 4.4],
  ] as const)
    pathLight(scene, [x, 0, z])
  scene.sprite([-3.9, 0, 2.4], grass(70, { h: 1, color: '#3f5236', lit: '#c29a5f' }))
  scene.sprite([3.9, 0, 2.4], grass(71, { h: 1, color: '#3f5236', lit: '#c29a5f', side: -1 }))
  art.add(scene.render())
  finish(art, { vignette: 0.5 })
  return art
}

/** A pergola swing over a flower border on a summer morning. */
export function gallery5(): Art {
  const { art, scene, leaves } = outdoor('g5', 'day', {
    ...SQ,
    eye: [0.5, 1.5, -2.4],
    yaw: -0.08,
    fov: 58,
    horizon: 520,
  })
  scene.sprite([6, 0, 18], tree(81, { h: 12, w: 11, pal: leaves, blobs: 22 }))
  scene.sprite([-5, 0, 20], tree(82, { h: 11, w: 10, pal: leaves, blobs: 20 }))
  for (let i = 0; i < 8; i++)
    scene.sprite(
      [-5 + i * 1.5, 0, 6.5],
      shrub(83 + i, {
        w: 1.5,
        h: 1.3,
        pal: leaves,
        flowers: ['#c58fb8', '#f4f1ea', '#fdb071'][i % 3],
      }),
    )
  steppingStones(
    scene,
    [
      [0.3, -0.8],
      [0.5, 0.3],
      [0.3, 1.4],
    ],
    { size: 0.7, colors: STONE },
  )
  pergola(scene, {
    x: [-1.2, 1.8],
    z: [2.2, 4.6],
    wood: CEDAR,
    vines: { dark: '#2e5234', light: '#7aa35a', flower: '#f4f1ea' },
    seed: 4,
  })
  // The swing, hung on ropes from the front beam.
  const seat = box(scene, { x: [-0.5, 1.1], y: [0.45, 0.52], z: [3.0, 3.5] }, '#b07a4c')
  box(scene, { x: [-0.5, 1.1], y: [0.52, 0.95], z: [3.45, 3.52] }, '#b07a4c')
  let ropes = ''
  for (const x of [-0.45, 1.05])
    for (const z of [3.05, 3.48])
      ropes += lineD([scene.project([x, 0.5, z]), scene.project([x, 2.45, z])])
  scene.add(
    path(ropes, 'none', { stroke: '#d9c7a2', 'stroke-width': 2.2 }),
    scene.cam.distance([0.3, 1, 3]) - 0.4,
  )
  void seat
  for (let i = 0; i < 6; i++) {
    scene.sprite(
      [-3.6 + (i % 2) * 0.9, 0, 0.4 + i * 0.9],
      perennials(90 + i, {
        w: 1.1,
        h: 0.7,
        leaf: '#4d7f4f',
        flower: ['#de4d0b', '#fdb071', '#c58fb8'][i % 3] as string,
      }),
    )
    scene.sprite(
      [3.4 + (i % 2) * 0.9, 0, 0.2 + i * 0.9],
      perennials(100 + i, {
        w: 1.1,
        h: 0.7,
        leaf: '#4d7f4f',
        flower: ['#f4f1ea', '#de4d0b', '#e7c85a'][i % 3] as string,
      }),
    )
  }
  table(scene, [2.9, 0, 1.3], { w: 0.5, d: 0.5, h: 0.5, top: '#f3ede1', leg: '#2b2b2d' })
  chair(scene, [3.1, 0, 2.0], [-0.4, 0, -1], '#f3ede1')
  art.add(scene.render())
  finish(art, { vignette: 0.25, tint: '#1f3a27' })
  return art
}
