import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { steppingStones } from '../lib/ground'
import { glow, pathLight, upBeam, WARM } from '../lib/lights'
import { grass, shrub, tree } from '../lib/nature'
import { OVERLAY } from '../lib/scene'
import { house } from '../lib/structures'
import { outdoor } from './setup'

/** Landscape lighting at night: a flagstone walk lined with path lights and an uplit oak. */
export function serviceLighting(): Art {
  const { art, scene, leaves } = outdoor(
    'lt',
    'night',
    { eye: [0, 1.6, -4.5], fov: 60, horizon: 560 },
    { moon: [1320, 150] },
  )
  house(scene, {
    x: [-12, -3.5],
    z: [12, 18],
    wallH: 5.4,
    roofH: 2.4,
    siding: '#5a6070',
    trim: '#c9c4b8',
    roof: '#262834',
    glowColor: '#ffd48a',
    windows: [
      { face: 'front', u: 1.3, v: 3.5, w: 1.1, h: 1.3 },
      { face: 'front', u: 4.1, v: 3.5, w: 1.1, h: 1.3, lit: true },
      { face: 'front', u: 1.6, v: 0.9, w: 1.4, h: 1.5, lit: true },
      { face: 'front', u: 5.2, v: 0.9, w: 1.4, h: 1.5 },
      { face: 'right', u: 2, v: 0.9, w: 1.2, h: 1.4, lit: true },
    ],
  })
  const oak = tree(17, { h: 10, w: 10, pal: leaves, blobs: 24 })
  scene.sprite([3, 0, 8], oak)
  // The uplights: beams up the trunk, and the underside of the crown catching the light.
  upBeam(scene, [2.6, 0, 7.6], 6.5, 1.6, WARM, 0.55)
  upBeam(scene, [3.4, 0, 7.7], 6, 1.4, WARM, 0.45)
  const c = scene.project([3, 6.2, 8])
  const s = scene.scale([3, 6.2, 8])
  scene.add(
    glow(art, c.x, c.y, 3.6 * s, '#ffb45a', 0.55, 2.2 * s) +
      glow(art, c.x, c.y + 0.8 * s, 1.8 * s, '#ffd08a', 0.5, 1.2 * s),
    0,
    OVERLAY,
  )
  for (let i = 0; i < 6; i++)
    scene.sprite(
      [-3 + i * 1.1, 0, 9.5 + (i % 2) * 0.4],
      shrub(30 + i, { w: 1.3, h: 1, pal: leaves }),
    )
  scene.sprite([-5.5, 0, 6], shrub(40, { w: 1.8, h: 1.4, pal: leaves }))
  upBeam(scene, [-5.5, 0, 5.6], 1.6, 0.8, WARM, 0.4)
  const walk: [number, number][] = [
    [0.2, -2.6],
    [0.5, -1.4],
    [0.4, -0.2],
    [0, 1],
    [-0.4, 2.2],
    [-0.5, 3.4],
    [-0.2, 4.6],
    [0.3, 5.7],
    [0.8, 6.8],
  ]
  steppingStones(scene, walk, { size: 0.85, colors: ['#6f6e78', '#7a7884', '#666570'] })
  for (const [i, [x, z]] of walk.entries()) {
    if (i % 2 || i === 0) continue
    pathLight(scene, [x - 1.1, 0, z + 0.2])
    pathLight(scene, [x + 1.2, 0, z - 0.1])
  }
  scene.sprite([-3, 0, 0.5], grass(50, { h: 0.9, color: '#1f3325', lit: '#4d5a3a' }))
  scene.sprite([3.3, 0, 1.6], grass(51, { h: 0.9, color: '#1f3325', lit: '#4d5a3a' }))
  art.add(scene.render())
  finish(art, { vignette: 0.5, tint: '#05080f' })
  return art
}
