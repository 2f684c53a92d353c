import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { adirondack, sofa, table } from '../lib/furniture'
import { pavers } from '../lib/hardscape'
import { groundPool } from '../lib/lights'
import { perennials, shrub, tree } from '../lib/nature'
import { STONE } from '../lib/palette'
import { fireplace, porch } from '../lib/porch'
import { box } from '../lib/solids'
import { outdoor } from './setup'

/** A stone outdoor fireplace on a covered porch with a cedar ceiling, at dusk. */
export function serviceFireplace(): Art {
  const { art, scene, leaves } = outdoor(
    'fr',
    'dusk',
    { eye: [2.4, 1.5, -0.9], yaw: -0.36, fov: 66, horizon: 620 },
    {
      points: [
        { pos: [0, 0.9, 4.0], color: '#ff8a3d', intensity: 0.9, range: 1.3 },
        { pos: [0, 2.8, 2.5], color: '#ffc46b', intensity: 0.3, range: 1.5 },
      ],
      light: { ambK: 0.68 },
    },
  )
  scene.sprite([8, 0, 15], tree(31, { h: 11, w: 10, pal: leaves, side: -1, blobs: 20 }))
  scene.sprite([-8, 0, 14], tree(32, { h: 10, w: 9, pal: leaves, side: -1, blobs: 18 }))
  box(scene, { x: [-4.4, 4.4], y: [0, 4.4], z: [5.4, 8] }, '#8a8379')
  pavers(scene, {
    x: [-4.2, 4.2],
    z: [0.2, 5.4],
    y: 0.12,
    size: [0.6, 0.6],
    colors: ['#9a9080', '#8a8172', '#a59b8a'],
    joint: '#5e564b',
    seed: 3,
    variety: 0.3,
  })
  scene.face(
    [
      [-4.2, 0, 0.2],
      [4.2, 0, 0.2],
      [4.2, 0.12, 0.2],
      [-4.2, 0.12, 0.2],
    ],
    '#7d7466',
    { normal: [0, 0, -1] },
  )
  groundPool(scene, [0, 0.12, 3.6], 3.2, '#ff8f45', 0.5)
  fireplace(scene, { cx: 0, z: 4.6, top: 4.9, stone: STONE, cap: '#c9bba4', mantel: '#7c4a2a' })
  porch(scene, {
    x: [-4.2, 4.2],
    z: [0.4, 5.4],
    h: 3.1,
    columns: [-3.9, 3.9],
    column: '#efe9dd',
    base: STONE,
    ceiling: '#d39a64',
    trim: '#efe9dd',
    lights: [-2.2, 2.2],
  })
  sofa(scene, [-2.6, 0.12, 2.6], [1, 0, 0.05], {
    w: 2.3,
    frame: '#3a302a',
    cushion: '#e6dac3',
    pillows: ['#2c6743', '#fdb071', '#de4d0b'],
  })
  adirondack(scene, [2.0, 0.12, 3.3], [-1, 0, 0.35], '#e2d8c6')
  table(scene, [0, 0.12, 2.6], { w: 1.1, d: 0.6, h: 0.42, top: '#7c4a2a', leg: '#2b2b2d' })
  for (let i = 0; i < 4; i++)
    scene.sprite(
      [-5.4 + (i > 1 ? 9.6 : 0) + (i % 2) * 0.9, 0, 0 + (i % 2) * 1.2],
      shrub(50 + i, {
        w: 1.3,
        h: 1,
        pal: leaves,
        side: -1,
        flowers: i === 1 ? '#e9dbe8' : undefined,
      }),
    )
  scene.sprite(
    [-4.6, 0, -0.6],
    perennials(60, { w: 1.1, h: 0.6, leaf: '#2b4530', flower: '#e0885f' }),
  )
  art.add(scene.render())
  finish(art, { vignette: 0.4 })
  return art
}
