import { fire } from '../lib/fire'
import { adirondack, around, sofa } from '../lib/furniture'
import { bed, circlePatio, steppingStones } from '../lib/ground'
import { firePit } from '../lib/hardscape'
import { groundPool, pathLight, stringLights } from '../lib/lights'
import type { Foliage } from '../lib/nature'
import { cypress, grass, perennials, shrub, tree } from '../lib/nature'
import { CEDAR, STONE } from '../lib/palette'
import type { Scene } from '../lib/scene'
import { pergola } from '../lib/structures'

/** What stood before the work and still stands: the two big trees and the cypress screen. */
export function gardenBackdrop(scene: Scene, leaves: Foliage) {
  scene.sprite([9, 0, 22], tree(61, { h: 13, w: 12, pal: leaves, side: -1, blobs: 24 }))
  scene.sprite([-9, 0, 20], tree(62, { h: 12, w: 11, pal: leaves, side: -1, blobs: 22 }))
  for (let i = 0; i < 6; i++)
    scene.sprite(
      [-7 + i * 2.8, 0, 12 + (i % 2)],
      cypress(63 + i, { h: 5, w: 1.7, pal: leaves, side: -1 }),
    )
}

/**
 * The Garden Oasis Retreat project, built once and shot from two cameras: a round paver
 * patio with a fire pit, a vine-covered pergola lounge, and deep garden beds.
 */
export function gardenRetreat(scene: Scene, leaves: Foliage, lit: boolean) {
  gardenBackdrop(scene, leaves)
  bed(
    scene,
    [
      [-7, 7],
      [7, 7],
      [7.5, 10.5],
      [-7.5, 10.5],
    ],
    '#4a3a2a',
  )
  for (let i = 0; i < 9; i++)
    scene.sprite(
      [-6.5 + i * 1.6, 0, 8.2 + (i % 2) * 0.8],
      shrub(70 + i, {
        w: 1.5,
        h: 1.2,
        pal: leaves,
        side: -1,
        flowers: ['#c58fb8', '#f4f1ea', '#fdb071'][i % 3],
      }),
    )
  for (let i = 0; i < 5; i++)
    scene.sprite(
      [-5.8 + i * 2.9, 0, 7.2],
      grass(80 + i, { h: 1, color: '#55703f', lit: '#d7b877', side: -1 }),
    )
  circlePatio(scene, [0, 3], { r: 3, color: '#b9a78c', joint: '#6e6252' })
  steppingStones(
    scene,
    [
      [0, -3.2],
      [0.15, -2],
      [0, -0.8],
    ],
    { size: 0.8, colors: STONE },
  )
  firePit(scene, [0, 3], { r: 0.75, h: 0.46, stone: STONE, cap: '#c2b7a6', seed: 8 })
  if (lit) {
    groundPool(scene, [0, 0, 3], 3.4, '#ff8f45', 0.45)
    fire(scene, [0, 0.5, 3], { w: 0.8, h: 0.75, seed: 3 })
  }
  for (const { at, facing } of around([0, 0, 3], 1.85, [
    Math.PI * 1.05,
    Math.PI * 0.7,
    Math.PI * 0.3,
  ]))
    adirondack(scene, at, facing, '#e2d8c6')
  pergola(scene, {
    x: [3.6, 7.2],
    z: [1.6, 5.2],
    wood: CEDAR,
    vines: { dark: '#2e5234', light: '#6f9a4d', flower: '#e9c6d8' },
    seed: 9,
  })
  sofa(scene, [5.4, 0, 4.5], [-0.4, 0, -1], {
    w: 2.2,
    frame: '#4a3a2e',
    cushion: '#e6dac3',
    pillows: ['#2c6743', '#de4d0b', '#fdb071'],
  })
  if (lit) {
    for (const z of [1.7, 3.4, 5.1])
      stringLights(scene, [3.6, 2.72, z], [7.2, 2.72, z], {
        sag: 0.2,
        bulbs: 8,
        seed: Math.round(z * 10),
      })
    for (const [x, z] of [
      [-3.5, 0.5],
      [-3.6, 5.2],
      [2.8, -0.6],
    ] as const)
      pathLight(scene, [x, 0, z])
  }
  scene.sprite([-4, 0, 2.5], perennials(90, { w: 1.4, h: 0.8, leaf: '#3d6a45', flower: '#de4d0b' }))
  scene.sprite([-4.3, 0, 4], perennials(91, { w: 1.3, h: 0.8, leaf: '#3d6a45', flower: '#fdb071' }))
}
