import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { chair, planter, table } from '../lib/furniture'
import { pavers } from '../lib/hardscape'
import { downBeam, glow, groundPool, stringLights, WARM } from '../lib/lights'
import { grass, shrub, tree } from '../lib/nature'
import { CEDAR, PAVERS } from '../lib/palette'
import { OVERLAY } from '../lib/scene'
import { pergola } from '../lib/structures'
import { outdoor } from './setup'

/** Patio lighting: downlights in a pergola over a dinner table, string lights and candles. */
export function serviceLightingPatio(): Art {
  const { art, scene, leaves } = outdoor(
    'lp',
    'night',
    { eye: [0.6, 1.6, -4.6], yaw: -0.05, fov: 60, horizon: 560 },
    {
      points: [{ pos: [0.4, 2.4, 3.8], color: '#ffc46b', intensity: 1.1, range: 1.8 }],
      moon: [300, 140],
    },
  )
  scene.sprite([6, 0, 16], tree(23, { h: 11, w: 10, pal: leaves, blobs: 20 }))
  scene.sprite([-6, 0, 17], tree(24, { h: 10, w: 9, pal: leaves, blobs: 20 }))
  for (let i = 0; i < 8; i++)
    scene.sprite([-5.2 + i * 1.5, 0, 7.4], shrub(30 + i, { w: 1.5, h: 1.2, pal: leaves }))
  pavers(scene, {
    x: [-4.5, 5],
    z: [-2, 6.8],
    size: [0.6, 0.6],
    colors: PAVERS,
    joint: '#3f3a34',
    seed: 11,
    variety: 0.2,
  })
  groundPool(scene, [0.4, 0, 3.8], 3, '#ffc46b', 0.45)
  pergola(scene, { x: [-1.6, 2.6], z: [2, 5.8], wood: CEDAR })
  for (const [x, z] of [
    [-0.6, 2.9],
    [1.6, 2.9],
    [-0.6, 4.9],
    [1.6, 4.9],
  ] as const)
    downBeam(scene, [x, 2.44, z], 2.1, 0.7, WARM, 0.22)
  for (const z of [2.6, 3.8, 5.0])
    stringLights(scene, [-1.6, 2.72, z], [2.6, 2.72, z], {
      sag: 0.2,
      bulbs: 9,
      seed: Math.round(z * 10),
    })
  table(scene, [0.5, 0, 3.9], { w: 1.9, d: 0.95, h: 0.76, top: '#8a5a36', leg: '#2b2b2d' })
  for (const [x, z, fx, fz] of [
    [-0.1, 3.25, 0, 1],
    [1.1, 3.25, 0, 1],
    [-0.1, 4.55, 0, -1],
    [1.1, 4.55, 0, -1],
  ] as const)
    chair(scene, [x, 0, z], [fx, 0, fz], '#2b2b2d')
  for (const x of [0.1, 0.5, 0.9]) {
    const q = scene.project([x, 0.86, 3.9])
    const s = scene.scale([x, 0.86, 3.9])
    scene.add(
      glow(art, q.x, q.y, 0.25 * s, '#ffd08a', 0.9) +
        `<circle cx="${q.x.toFixed(0)}" cy="${q.y.toFixed(0)}" r="${Math.max(1.5, 0.015 * s).toFixed(1)}" fill="#fff4d6"/>`,
      0,
      OVERLAY,
    )
  }
  planter(scene, [3.7, 0, 1.5], { r: 0.35, h: 0.7, color: '#4a4f52', round: true })
  scene.sprite([3.7, 0.7, 1.5], grass(3, { h: 0.9, color: '#1f3325', lit: '#6b6a44' }))
  planter(scene, [-2.9, 0, 1.2], { r: 0.35, h: 0.7, color: '#4a4f52', round: true })
  scene.sprite([-2.9, 0.7, 1.2], shrub(4, { w: 0.8, h: 0.6, pal: leaves }))
  art.add(scene.render())
  finish(art, { vignette: 0.5, tint: '#05080f' })
  return art
}
