import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { bed } from '../lib/ground'
import { pavers } from '../lib/hardscape'
import { shrub, tree } from '../lib/nature'
import { PAVERS } from '../lib/palette'
import { wheelbarrow, worker } from '../lib/people'
import { GROUND } from '../lib/scene'
import { box } from '../lib/solids'
import { fence, house } from '../lib/structures'
import { lineD, path } from '../lib/svg'
import { outdoor } from './setup'

const CREW = { shirt: '#2c6743', pants: '#6b5e4e', gloves: '#d9b98a' }

/** The crew mid-build on a paver patio on a bright day: the About page's video poster. */
export function aboutVideoPoster(): Art {
  const { art, scene, leaves } = outdoor('vp', 'day', {
    W: 1600,
    H: 900,
    eye: [0.5, 2.8, -7.5],
    yaw: 0.08,
    fov: 60,
    horizon: 300,
  })
  scene.sprite([10, 0, 20], tree(5, { h: 13, w: 11, pal: leaves, blobs: 22 }))
  scene.sprite([-4, 0, 24], tree(6, { h: 11, w: 10, pal: leaves, blobs: 20 }))
  house(scene, {
    x: [-13, -3],
    z: [9, 15],
    wallH: 5.4,
    roofH: 2.5,
    siding: '#e9e4da',
    trim: '#fbf8f2',
    roof: '#58534f',
    glass: '#7f95a8',
    windows: [
      { face: 'front', u: 1.5, v: 3.4, w: 1.1, h: 1.3 },
      { face: 'front', u: 5.2, v: 3.4, w: 1.1, h: 1.3 },
      { face: 'front', u: 7.6, v: 0, w: 1.8, h: 2.2 },
      { face: 'front', u: 2, v: 0.9, w: 1.4, h: 1.4 },
      { face: 'right', u: 2, v: 0.9, w: 1.2, h: 1.4 },
    ],
  })
  fence(scene, { x: [-2.8, 16], z: 10.5, wood: '#b98a5e' })
  for (let i = 0; i < 6; i++)
    scene.sprite([-12.5 + i * 1.7, 0, 8.6], shrub(20 + i, { w: 1.5, h: 1, pal: leaves }))
  // The prepared base: compacted gravel, edged, with string lines; part already paved.
  bed(
    scene,
    [
      [-4.5, -0.5],
      [5.5, -0.5],
      [5.5, 7.5],
      [-4.5, 7.5],
    ],
    '#a69d90',
  )
  pavers(scene, {
    x: [-4.5, 5.5],
    z: [3.2, 7.5],
    size: [0.6, 0.3],
    colors: PAVERS,
    joint: '#8a7a66',
    seed: 8,
    variety: 0.3,
    layer: GROUND + 0.1,
  })
  pavers(scene, {
    x: [-4.5, 0.4],
    z: [1.7, 3.2],
    size: [0.6, 0.3],
    colors: PAVERS,
    joint: '#8a7a66',
    seed: 9,
    variety: 0.3,
    layer: GROUND + 0.1,
  })
  let lines = ''
  for (const z of [1.7, -0.5])
    lines += lineD([scene.project([-4.7, 0.25, z]), scene.project([5.7, 0.25, z])])
  lines += lineD([scene.project([5.6, 0.25, -0.6]), scene.project([5.6, 0.25, 7.6])])
  scene.add(path(lines, 'none', { stroke: '#de4d0b', 'stroke-width': 1.4 }), 1, GROUND + 0.6)
  for (const [x, z] of [
    [-4.7, 1.7],
    [5.7, 1.7],
    [-4.7, -0.5],
    [5.7, -0.5],
  ] as const)
    box(scene, { x: [x - 0.03, x + 0.03], y: [0, 0.35], z: [z - 0.03, z + 0.03] }, '#c89a6a')
  // A pallet of pavers and the tools.
  box(scene, { x: [6.2, 7.2], y: [0, 0.14], z: [2.4, 3.4] }, '#b08a5e')
  for (let k = 0; k < 4; k++)
    box(
      scene,
      { x: [6.25, 7.15], y: [0.14 + k * 0.16, 0.3 + k * 0.16], z: [2.45, 3.35] },
      PAVERS[k % 4] as string,
    )
  box(scene, { x: [-4.2, -3.6], y: [0, 0.45], z: [-0.6, 0] }, '#e8b04a')
  box(scene, { x: [-4.05, -3.75], y: [0.45, 0.9], z: [-0.35, -0.25] }, '#2b2b2d')
  scene.sprite([0.9, 0, 1.2], worker('kneel', { ...CREW, skin: '#c48e68', cap: '#de4d0b' }, -1))
  scene.sprite([-2.2, 0, 2.5], worker('carry', { ...CREW, skin: '#8a5a3c', cap: '#f3ede1' }, 1))
  scene.sprite([3.6, 0, 0.9], worker('push', { ...CREW, skin: '#e7b99a', hair: '#5a3d2b' }, -1))
  scene.sprite([2.7, 0, 0.9], wheelbarrow('#1f5135', '#d9c7a2', -1), undefined, -0.2)
  scene.sprite(
    [-2.4, 0, 5.6],
    worker('point', { ...CREW, skin: '#edc9a8', hair: '#16120f', shirt: '#fb8438' }, 1),
  )
  art.add(scene.render())
  finish(art, { vignette: 0.25, tint: '#1f3a27' })
  return art
}
