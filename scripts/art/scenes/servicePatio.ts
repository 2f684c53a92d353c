import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { chaise, planter, table } from '../lib/furniture'
import { pavers, seatWall } from '../lib/hardscape'
import { grass, perennials, shrub, tree } from '../lib/nature'
import { PAVERS } from '../lib/palette'
import { neglectedYard, PATIO } from './before'
import { outdoor } from './setup'

/** The patio scene's camera, trees and shrub border: the yard the patio was built in. */
function patioYard(key: string) {
  const setup = outdoor(key, 'golden', {
    eye: [0.3, 2.3, -3.2],
    yaw: -0.03,
    fov: 62,
    horizon: 440,
  })
  const { scene, leaves } = setup
  scene.sprite([-8, 0, 20], tree(5, { h: 11, w: 10, pal: leaves, side: -1, blobs: 20 }))
  scene.sprite([8, 0, 17], tree(6, { h: 9, w: 8, pal: leaves, side: -1, blobs: 18 }))
  for (let i = 0; i < 9; i++)
    scene.sprite(
      [-6 + i * 1.5, 0, 8.2 + Math.sin(i) * 0.4],
      shrub(10 + i, {
        w: 1.6,
        h: 1.3,
        pal: leaves,
        side: -1,
        flowers: i % 3 === 1 ? '#f4f1ea' : undefined,
      }),
    )
  return setup
}

/** A paver patio wrapped by a curved stone seat wall, late-afternoon sun. */
export function servicePatio(): Art {
  const { art, scene } = patioYard('pt')
  for (let i = 0; i < 5; i++)
    scene.sprite(
      [-3.8 + i * 1.9, 0, 6.6],
      grass(20 + i, { h: 0.9, color: '#6d8a4a', lit: '#d8c08a', side: -1 }),
    )
  pavers(scene, {
    x: [-5, 5],
    z: [-2, 6.2],
    size: [0.6, 0.3],
    colors: PAVERS,
    joint: '#8a7a66',
    seed: 3,
    variety: 0.3,
  })
  seatWall(scene, [0, 2.2], {
    r: 3.3,
    from: Math.PI * 0.1,
    to: Math.PI * 0.9,
    h: 0.5,
    stone: '#a89580',
    cap: '#d2c5b0',
  })
  for (let i = 0; i < 3; i++) {
    const a = Math.PI * (0.3 + i * 0.2)
    const x = Math.cos(a) * 3.3
    const z = 2.2 + Math.sin(a) * 3.3
    scene.sprite(
      [x, 0.56, z - 0.05],
      perennials(30 + i, {
        w: 0.6,
        h: 0.35,
        leaf: '#3d6a45',
        flower: i === 1 ? '#fdb071' : '#de4d0b',
      }),
      undefined,
      -0.3,
    )
  }
  chaise(scene, [-1.3, 0, 2.2], [0.25, 0, -1], { frame: '#3b3430', cushion: '#f3ede1' })
  chaise(scene, [1.3, 0, 2.2], [-0.25, 0, -1], { frame: '#3b3430', cushion: '#f3ede1' })
  table(scene, [0, 0, 2.6], { w: 0.55, d: 0.55, h: 0.45, top: '#c8b7a0', leg: '#3b3430' })
  planter(scene, [3.9, 0, 0.2], { r: 0.34, h: 0.7, color: '#3e4a44', round: true })
  scene.sprite([3.9, 0.7, 0.2], grass(40, { h: 0.9, color: '#6d8a4a', lit: '#d8c08a' }))
  planter(scene, [-3.9, 0, 0.2], { r: 0.34, h: 0.7, color: '#3e4a44', round: true })
  scene.sprite(
    [-3.9, 0.7, 0.2],
    perennials(41, { w: 0.8, h: 0.6, leaf: '#3d6a45', flower: '#fdb071' }),
  )
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}

/** The same yard before the patio: thin lawn and bare clay, an old cracked pad, a lone chair. */
export function servicePatioBefore(): Art {
  const { art, scene, leaves } = patioYard('ptb')
  neglectedYard(scene, leaves, PATIO)
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}
