import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { fire } from '../lib/fire'
import { adirondack, around } from '../lib/furniture'
import { circlePatio } from '../lib/ground'
import { firePit } from '../lib/hardscape'
import { groundPool, pathLight } from '../lib/lights'
import { grass, perennials, pine, shrub, tree } from '../lib/nature'
import { STONE } from '../lib/palette'
import { foreground } from './parts'
import { outdoor } from './setup'

/** A round stone fire pit with Adirondack chairs on a circular patio, at dusk. */
export function serviceFirePit(): Art {
  const { art, scene, leaves } = outdoor(
    'fp',
    'dusk',
    { eye: [0, 1.9, -4.6], fov: 58, horizon: 430 },
    {
      points: [{ pos: [0, 0.8, 2], color: '#ff8a3d', intensity: 2, range: 1.7 }],
    },
  )
  scene.sprite([-12, 0, 40], pine(3, { h: 17, pal: leaves, side: -1 }))
  scene.sprite([4, 0, 44], pine(4, { h: 19, pal: leaves, side: -1 }))
  scene.sprite([9, 0, 16], tree(7, { h: 10, w: 9, pal: leaves, side: -1, blobs: 20 }))
  scene.sprite([-7, 0, 13], tree(9, { h: 8, w: 7, pal: leaves, side: -1, blobs: 18 }))
  for (let i = 0; i < 7; i++)
    scene.sprite(
      [-5 + i * 1.6, 0, 6.2 + (i % 2) * 0.5],
      shrub(20 + i, {
        w: 1.5,
        h: 1.1,
        pal: leaves,
        side: -1,
        flowers: i % 3 === 0 ? '#d8c3e6' : undefined,
      }),
    )
  for (let i = 0; i < 4; i++)
    scene.sprite(
      [-3.6 + i * 2.4, 0, 5.2],
      grass(40 + i, { h: 1.1, color: '#3d5036', lit: '#c29a5f' }),
    )
  circlePatio(scene, [0, 2], { r: 3.3, color: '#a7977f', joint: '#4f463c' })
  groundPool(scene, [0, 0, 2], 4.2, '#ff8f45', 0.45)
  groundPool(scene, [0, 0, 2], 2, '#ffb067', 0.45)
  firePit(scene, [0, 2], { r: 0.78, h: 0.48, stone: STONE, cap: '#bdb2a1', seed: 3 })
  fire(scene, [0, 0.52, 2], { w: 0.85, h: 0.85 })
  const chairs = around([0, 0, 2], 1.9, [
    Math.PI * 1.02,
    Math.PI * 0.68,
    Math.PI * 0.32,
    -Math.PI * 0.02,
  ])
  const colors = ['#e2d8c6', '#2c6743', '#e2d8c6', '#2c6743']
  for (const [i, { at, facing }] of chairs.entries())
    adirondack(scene, at, facing, colors[i] as string)
  scene.sprite(
    [-3.6, 0, 0.5],
    perennials(50, { w: 1.2, h: 0.7, leaf: '#2b4530', flower: '#e0885f' }),
  )
  scene.sprite([3.7, 0, 0.2], grass(51, { h: 1.2, color: '#3d5036', lit: '#c29a5f', side: -1 }))
  for (const [x, z] of [
    [-3.5, 3.6],
    [3.5, 3.6],
  ] as const)
    pathLight(scene, [x, 0, z])
  art.add(scene.render())
  art.add(foreground(art, 5, { color: '#0c1711', light: '#1b2f22' }))
  finish(art, { vignette: 0.45 })
  return art
}
