import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { gazebo } from '../lib/gazebo'
import { bed, steppingStones } from '../lib/ground'
import { cypress, grass, perennials, shrub, tree } from '../lib/nature'
import { STONE } from '../lib/palette'
import { outdoor } from './setup'

/** A white octagonal gazebo at the end of a stepping-stone path through flower beds. */
export function serviceGazebo(): Art {
  const { art, scene, leaves } = outdoor('gz', 'day', {
    eye: [0.5, 1.7, -6],
    yaw: -0.03,
    fov: 56,
    horizon: 500,
  })
  scene.sprite([-9, 0, 22], tree(41, { h: 13, w: 12, pal: leaves, blobs: 24 }))
  scene.sprite([8, 0, 24], tree(42, { h: 12, w: 11, pal: leaves, blobs: 22 }))
  for (let i = 0; i < 5; i++)
    scene.sprite([-6 + i * 3, 0, 13 + (i % 2)], cypress(43 + i, { h: 5, w: 1.6, pal: leaves }))
  bed(
    scene,
    [
      [-5.5, 1],
      [-1.2, 1.6],
      [-1.6, 8],
      [-6.5, 9],
    ],
    '#6a5038',
  )
  bed(
    scene,
    [
      [1.4, 1.6],
      [5.8, 0.8],
      [6.8, 9],
      [2, 8],
    ],
    '#6a5038',
  )
  steppingStones(
    scene,
    [
      [0, -2.4],
      [0.2, -1.2],
      [0, 0],
      [0.2, 1.2],
      [0, 2.4],
      [0.1, 3.5],
    ],
    { size: 0.75, colors: STONE },
  )
  gazebo(scene, {
    c: [0, 6.4],
    r: 2,
    wood: '#a8683d',
    trim: '#f7f4ee',
    roof: '#586069',
    floorColor: '#b08a66',
  })
  const flowers = ['#de4d0b', '#fdb071', '#c58fb8', '#f4f1ea', '#e7c85a']
  for (let i = 0; i < 6; i++) {
    scene.sprite(
      [-4.6 + (i % 2) * 1.5, 0, 2 + i * 1.1],
      perennials(50 + i, { w: 1.2, h: 0.7, leaf: '#4d7f4f', flower: flowers[i % 5] as string }),
    )
    scene.sprite(
      [2.6 + (i % 2) * 1.7, 0, 1.8 + i * 1.1],
      perennials(60 + i, {
        w: 1.2,
        h: 0.7,
        leaf: '#4d7f4f',
        flower: flowers[(i + 2) % 5] as string,
      }),
    )
  }
  scene.sprite([-2.2, 0, 4.8], shrub(70, { w: 1.3, h: 1.1, pal: leaves, flowers: '#f4f1ea' }))
  scene.sprite([2.6, 0, 5], shrub(71, { w: 1.3, h: 1.1, pal: leaves, flowers: '#c58fb8' }))
  scene.sprite([-1.6, 0, 0.4], grass(72, { h: 0.7, color: '#6d8a4a', lit: '#c9d08a' }))
  scene.sprite([1.8, 0, 0.2], grass(73, { h: 0.7, color: '#6d8a4a', lit: '#c9d08a' }))
  art.add(scene.render())
  finish(art, { vignette: 0.25, tint: '#1f3a27' })
  return art
}
