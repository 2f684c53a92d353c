import type { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { barStool } from '../lib/furniture'
import { pavers } from '../lib/hardscape'
import { counter, grill, STEEL } from '../lib/kitchen'
import { perennials, shrub, tree } from '../lib/nature'
import { CEDAR, GRANITE, PAVERS, WARM_STONE } from '../lib/palette'
import { decalOnFace } from '../lib/solids'
import { pergola } from '../lib/structures'
import { KITCHEN, neglectedYard } from './before'
import { outdoor } from './setup'

/** The kitchen scene's camera, trees and shrub border: the yard the kitchen was built in. */
function kitchenYard(key: string) {
  const setup = outdoor(key, 'golden', {
    eye: [-1.4, 1.65, -3.2],
    yaw: 0.32,
    fov: 60,
    horizon: 520,
  })
  const { scene, leaves } = setup
  scene.sprite([6, 0, 18], tree(3, { h: 11, w: 10, pal: leaves, side: -1, blobs: 20 }))
  scene.sprite([-6, 0, 16], tree(4, { h: 9, w: 9, pal: leaves, side: -1, blobs: 18 }))
  for (let i = 0; i < 8; i++)
    scene.sprite([-5 + i * 1.5, 0, 6.5], shrub(10 + i, { w: 1.6, h: 1.4, pal: leaves, side: -1 }))
  return setup
}

/** An outdoor kitchen: stone L-counter, built-in grill, sink and bar seating, under cedar. */
export function serviceKitchen(): Art {
  const { art, scene } = kitchenYard('kt')
  pavers(scene, {
    x: [-5, 5],
    z: [-2, 5.5],
    size: [0.8, 0.4],
    colors: PAVERS,
    joint: '#8a7a66',
    seed: 5,
    variety: 0.25,
  })
  pergola(scene, { x: [-2.4, 2.6], z: [1.6, 4.6], wood: CEDAR, h: 2.8 })
  const back = counter(scene, {
    x: [-2.2, 1.8],
    z: [3.6, 4.3],
    stone: WARM_STONE,
    top: GRANITE,
    doors: {
      face: 'front',
      spans: [
        [0.2, 0.9],
        [3.0, 3.7],
      ],
    },
  })
  grill(scene, { x: [-0.9, 0.3], z: [3.7, 4.25], y: back.h, base: back.base })
  const side = counter(scene, {
    x: [1.8, 2.5],
    z: [1.2, 4.3],
    stone: WARM_STONE,
    top: GRANITE,
    seed: 4,
  })
  decalOnFace(scene, back.top, 'top', [3.2, 3.75, 0.2, 0.6], '#8d949b')
  decalOnFace(scene, back.top, 'top', [3.25, 3.7, 0.25, 0.55], '#5e656c')
  decalOnFace(scene, side.base, 'left', [1.5, 2.2, 0.15, 0.7], STEEL)
  // A raised bar ledge on the return, with stools in front.
  counter(scene, {
    x: [1.65, 1.8],
    z: [1.2, 3.5],
    h: 1.08,
    stone: WARM_STONE,
    top: GRANITE,
    seed: 6,
  })
  for (const z of [1.6, 2.3, 3.0])
    barStool(scene, [1.2, 0, z], { seat: '#2b2b2d', frame: '#2b2b2d', h: 0.75 })
  scene.sprite([-3.2, 0, 3.2], perennials(7, { w: 1, h: 0.8, leaf: '#3d6a45', flower: '#fdb071' }))
  scene.sprite([3.4, 0, 0.6], perennials(8, { w: 1, h: 0.8, leaf: '#3d6a45', flower: '#de4d0b' }))
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}

/** The same yard before the kitchen: an old kettle grill on a cracked pad in a worn lawn. */
export function serviceKitchenBefore(): Art {
  const { art, scene, leaves } = kitchenYard('ktb')
  neglectedYard(scene, leaves, KITCHEN)
  art.add(scene.render())
  finish(art, { vignette: 0.3, tint: '#3b2a1a' })
  return art
}
