import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { strip } from '../lib/ground'
import { glow, pathLight, upBeam, WARM } from '../lib/lights'
import { shrub, tree } from '../lib/nature'
import { OVERLAY } from '../lib/scene'
import { box, decalOnFace } from '../lib/solids'
import { house } from '../lib/structures'
import { outdoor } from './setup'

/** Facade uplighting: a two-storey house washed with warm light between the windows. */
export function serviceLightingFacade(): Art {
  const { art, scene, leaves } = outdoor(
    'lf',
    'night',
    { eye: [0, 1.5, -9], fov: 56, horizon: 700 },
    { stars: 80 },
  )
  scene.sprite([-11, 0, 14], tree(3, { h: 12, w: 10, pal: leaves, blobs: 20 }))
  scene.sprite([11, 0, 15], tree(4, { h: 11, w: 10, pal: leaves, blobs: 20 }))
  const lit = true
  const walls = house(scene, {
    x: [-6, 6],
    z: [4, 10],
    wallH: 5.6,
    roofH: 2.6,
    siding: '#8d8b88',
    trim: '#e8e4da',
    roof: '#2a2c36',
    glowColor: '#ffd48a',
    windows: [
      { face: 'front', u: 1.2, v: 3.4, w: 1.1, h: 1.4, lit },
      { face: 'front', u: 3.6, v: 3.4, w: 1.1, h: 1.4 },
      { face: 'front', u: 7.3, v: 3.4, w: 1.1, h: 1.4 },
      { face: 'front', u: 9.7, v: 3.4, w: 1.1, h: 1.4, lit },
      { face: 'front', u: 1.2, v: 0.8, w: 1.1, h: 1.6, lit },
      { face: 'front', u: 3.6, v: 0.8, w: 1.1, h: 1.6 },
      { face: 'front', u: 7.3, v: 0.8, w: 1.1, h: 1.6, lit },
      { face: 'front', u: 9.7, v: 0.8, w: 1.1, h: 1.6 },
    ],
  })
  // Front door with sidelights, and a small portico.
  decalOnFace(scene, walls, 'front', [5.3, 6.7, 0, 2.4], '#e8e4da')
  decalOnFace(scene, walls, 'front', [5.45, 6.55, 0, 2.25], '#1f3a2c')
  decalOnFace(scene, walls, 'front', [5.55, 5.75, 1.4, 2.1], '#ffd48a', { flat: true })
  decalOnFace(scene, walls, 'front', [6.25, 6.45, 1.4, 2.1], '#ffd48a', { flat: true })
  box(scene, { x: [-1.2, 1.2], y: [2.7, 2.85], z: [3.0, 4] }, '#e8e4da')
  for (const x of [-1.1, 0.95])
    box(scene, { x: [x, x + 0.15], y: [0, 2.7], z: [3.05, 3.2] }, '#e8e4da')
  for (const x of [-0.9, 0.9]) {
    const q = scene.project([x, 1.9, 3.98])
    const s = scene.scale([x, 1.9, 3.98])
    scene.add(glow(art, q.x, q.y, 0.6 * s, WARM, 0.8), 0, OVERLAY)
  }
  // Wall washers between the windows, and on the corners.
  for (const x of [-5.6, -3.25, 3.25, 5.6]) upBeam(scene, [x, 0, 3.7], 5.4, 0.9, WARM, 0.5)
  box(scene, { x: [-1.5, 1.5], y: [0, 0.15], z: [2.6, 4] }, '#9a9488')
  strip(
    scene,
    [
      [0, -6],
      [0, -3],
      [0, 0],
      [0, 2.6],
    ],
    1.4,
    '#8e8a82',
  )
  for (let i = 0; i < 10; i++) {
    const x = i < 5 ? -5.6 + i * 0.95 : 1.8 + (i - 5) * 0.95
    scene.sprite([x, 0, 3.5], shrub(20 + i, { w: 1.1, h: 0.9, pal: leaves }))
  }
  for (const z of [-4, -1.5, 1]) {
    pathLight(scene, [-1.2, 0, z])
    pathLight(scene, [1.2, 0, z])
  }
  art.add(scene.render())
  finish(art, { vignette: 0.5, tint: '#05080f' })
  return art
}
