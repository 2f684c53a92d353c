import type { Art } from '../lib/art'
import { deck } from '../lib/deck'
import { finish } from '../lib/finish'
import { chair, planter, table } from '../lib/furniture'
import { grass, perennials, shrub, tree } from '../lib/nature'
import { house } from '../lib/structures'
import { outdoor } from './setup'

/** A composite deck with black rails and a lit stair, off the back of a house at dusk. */
export function serviceDeck(): Art {
  const { art, scene, leaves } = outdoor(
    'dk',
    'dusk',
    { eye: [4.6, 2.7, -3.6], yaw: -0.42, fov: 62, horizon: 470 },
    {
      points: [{ pos: [-0.5, 2.6, 5.6], color: '#ffc46b', intensity: 0.8, range: 2.2 }],
    },
  )
  scene.sprite([9, 0, 16], tree(21, { h: 12, w: 10, pal: leaves, side: -1, blobs: 22 }))
  house(scene, {
    x: [-7, 4.5],
    z: [6, 12],
    wallH: 5.6,
    roofH: 2.4,
    siding: '#7c8090',
    trim: '#e6e0d4',
    roof: '#35343f',
    glowColor: '#ffd48a',
    windows: [
      { face: 'front', u: 5.2, v: 0.95, w: 2.4, h: 2.2, lit: true },
      { face: 'front', u: 1.8, v: 1.6, w: 1.2, h: 1.3, lit: true },
      { face: 'front', u: 9.0, v: 1.6, w: 1.2, h: 1.3 },
      { face: 'front', u: 2.2, v: 3.8, w: 1.1, h: 1.3 },
      { face: 'front', u: 5.9, v: 3.8, w: 1.1, h: 1.3, lit: true },
      { face: 'front', u: 8.6, v: 3.8, w: 1.1, h: 1.3 },
    ],
  })
  deck(scene, {
    x: [-4, 3.2],
    z: [2, 6],
    h: 0.95,
    board: '#8a6a55',
    fascia: '#5b4637',
    rails: ['front', 'left', 'right'],
    stair: { x: [-1.3, 0.5], steps: 3, lights: true },
  })
  table(scene, [1.6, 0.95, 4.2], { w: 0.9, d: 0.9, h: 0.74, top: '#3b3430', leg: '#2b2b2d' })
  chair(scene, [1.6, 0.95, 3.5], [0, 0, 1], '#2b2b2d')
  chair(scene, [2.3, 0.95, 4.2], [-1, 0, 0], '#2b2b2d')
  planter(scene, [-3.2, 0.95, 5.2], { r: 0.3, h: 0.65, color: '#3e4a44', round: true })
  scene.sprite([-3.2, 1.6, 5.2], grass(2, { h: 0.8, color: '#3f5236', lit: '#c29a5f' }))
  for (let i = 0; i < 3; i++)
    scene.sprite(
      [-5.2 + i * 0.9, 0, 1.4 + i * 0.7],
      shrub(40 + i, { w: 1.2, h: 0.9, pal: leaves, side: -1 }),
    )
  scene.sprite(
    [4.6, 0, 1.6],
    shrub(44, { w: 1.4, h: 1, pal: leaves, side: -1, flowers: '#e9dbe8' }),
  )
  scene.sprite(
    [2.6, 0, 1.2],
    perennials(45, { w: 1.2, h: 0.6, leaf: '#2b4530', flower: '#e0885f' }),
  )
  scene.sprite([-2.4, 0, 1.3], grass(46, { h: 0.9, color: '#3f5236', lit: '#c29a5f' }))
  art.add(scene.render())
  finish(art, { vignette: 0.4 })
  return art
}
