import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { chair, planter, table } from '../lib/furniture'
import { bed } from '../lib/ground'
import { pavers } from '../lib/hardscape'
import { perennials, shrub, tree } from '../lib/nature'
import { CEDAR, PAVERS } from '../lib/palette'
import { house, pergola } from '../lib/structures'
import { outdoor } from './setup'

/** A cedar pergola with climbing vines over a dining table, in golden-hour light. */
export function servicePergola(): Art {
  const { art, scene, leaves } = outdoor('pg', 'golden', {
    eye: [0.6, 1.6, -5.4],
    yaw: -0.05,
    fov: 58,
    horizon: 540,
  })
  scene.sprite([7, 0, 20], tree(11, { h: 12, w: 11, pal: leaves, side: -1, blobs: 22 }))
  scene.sprite([-2, 0, 24], tree(12, { h: 10, w: 9, pal: leaves, side: -1, blobs: 18 }))
  house(scene, {
    x: [-11, -3.6],
    z: [7, 13],
    wallH: 3.2,
    roofH: 2.2,
    siding: '#e4ddd0',
    trim: '#fbf8f2',
    roof: '#5a5450',
    glass: '#6f8496',
    windows: [
      { face: 'front', u: 4.6, v: 0.9, w: 1.2, h: 1.4 },
      { face: 'right', u: 1.5, v: 0.9, w: 1.2, h: 1.4 },
      { face: 'right', u: 3.6, v: 0, w: 1.6, h: 2.2 },
    ],
  })
  bed(
    scene,
    [
      [-3.4, 7.5],
      [4.5, 7.5],
      [4.8, 9.8],
      [-3.4, 9.8],
    ],
    '#5b4632',
  )
  for (let i = 0; i < 6; i++)
    scene.sprite(
      [-2.8 + i * 1.35, 0, 8.6],
      shrub(30 + i, {
        w: 1.4,
        h: 1.1,
        pal: leaves,
        side: -1,
        flowers: i % 2 ? '#f2f0ea' : '#c58fb8',
      }),
    )
  pavers(scene, {
    x: [-3.4, 4.6],
    z: [-2, 7.4],
    size: [0.6, 0.6],
    colors: PAVERS,
    joint: '#8d7f6b',
    seed: 9,
    variety: 0.25,
  })
  pergola(scene, {
    x: [-1.6, 2.6],
    z: [1.8, 5.6],
    wood: CEDAR,
    vines: { dark: '#2e5234', light: '#6f9a4d', flower: '#b99ad8' },
    seed: 5,
  })
  table(scene, [0.5, 0, 3.7], { w: 1.9, d: 0.95, h: 0.76, top: '#8a5a36', leg: '#2b2b2d' })
  for (const [x, z, fx, fz] of [
    [-0.1, 3.05, 0, 1],
    [1.1, 3.05, 0, 1],
    [-0.1, 4.35, 0, -1],
    [1.1, 4.35, 0, -1],
    [-0.75, 3.7, 1, 0],
    [1.75, 3.7, -1, 0],
  ] as const)
    chair(scene, [x, 0, z], [fx, 0, fz], '#2b2b2d')
  planter(scene, [3.4, 0, 1.4], { r: 0.38, h: 0.7, color: '#c8b7a0', round: true })
  scene.sprite(
    [3.4, 0.7, 1.4],
    perennials(3, { w: 0.9, h: 0.6, leaf: '#4d7f4f', flower: '#de4d0b' }),
  )
  planter(scene, [-2.6, 0, 0.6], { r: 0.3, h: 0.6, color: '#c8b7a0', round: true })
  scene.sprite([-2.6, 0.6, 0.6], shrub(7, { w: 0.8, h: 0.6, pal: leaves }))
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}
