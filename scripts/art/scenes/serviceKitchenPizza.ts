import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { barStool } from '../lib/furniture'
import { pavers } from '../lib/hardscape'
import { counter, pizzaOven } from '../lib/kitchen'
import { groundPool, stringLights } from '../lib/lights'
import { grass, shrub, tree } from '../lib/nature'
import { GRANITE, PAVERS, STONE, WARM_STONE } from '../lib/palette'
import { outdoor } from './setup'

/** A wood-fired pizza oven beside a stone bar with stools, string lights overhead, at dusk. */
export function serviceKitchenPizza(): Art {
  const { art, scene, leaves } = outdoor(
    'pz',
    'dusk',
    { eye: [0.3, 1.55, -4.2], yaw: 0.04, fov: 58, horizon: 520 },
    {
      points: [
        { pos: [-1.4, 1.1, 2.2], color: '#ff8a3d', intensity: 1.2, range: 1.2 },
        { pos: [1.5, 2.4, 2.6], color: '#ffc46b', intensity: 0.6, range: 2 },
      ],
    },
  )
  scene.sprite([5, 0, 18], tree(13, { h: 11, w: 10, pal: leaves, side: -1, blobs: 20 }))
  scene.sprite([-7, 0, 15], tree(14, { h: 9, w: 9, pal: leaves, side: -1, blobs: 18 }))
  for (let i = 0; i < 8; i++)
    scene.sprite([-5 + i * 1.5, 0, 6], shrub(20 + i, { w: 1.5, h: 1.2, pal: leaves, side: -1 }))
  pavers(scene, {
    x: [-5, 5],
    z: [-2, 5],
    size: [0.6, 0.4],
    colors: PAVERS,
    joint: '#4e463d',
    seed: 7,
    variety: 0.2,
  })
  groundPool(scene, [-1.4, 0, 1.6], 2.4, '#ff8f45', 0.45)
  groundPool(scene, [1.4, 0, 2.4], 2.4, '#ffc46b', 0.3)
  pizzaOven(scene, { c: [-1.5, 2.5], r: 0.7, base: 1, stone: STONE, dome: '#b45f3e', seed: 2 })
  counter(scene, {
    x: [-0.55, 3.2],
    z: [2.3, 3.0],
    stone: WARM_STONE,
    top: GRANITE,
    led: true,
    seed: 3,
  })
  counter(scene, {
    x: [0.2, 3.2],
    z: [1.9, 2.3],
    h: 1.06,
    stone: WARM_STONE,
    top: '#4a4541',
    seed: 8,
  })
  for (const x of [0.6, 1.5, 2.4])
    barStool(scene, [x, 0, 1.45], { seat: '#8a5a36', frame: '#2b2b2d', h: 0.74 })
  stringLights(scene, [-3.5, 2.8, 0.8], [3.6, 2.9, 1.2], { sag: 0.45, bulbs: 16, seed: 2 })
  stringLights(scene, [-3.2, 3, 3.6], [3.8, 3.1, 4.0], { sag: 0.4, bulbs: 16, seed: 3 })
  scene.sprite([-3.4, 0, 1.4], grass(4, { h: 1.1, color: '#3f5236', lit: '#c29a5f' }))
  scene.sprite([3.9, 0, 1.2], grass(5, { h: 1.1, color: '#3f5236', lit: '#c29a5f', side: -1 }))
  art.add(scene.render())
  finish(art, { vignette: 0.4 })
  return art
}
