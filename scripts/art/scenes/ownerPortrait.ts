import { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { pavers } from '../lib/hardscape'
import { shrub, tree } from '../lib/nature'
import { CEDAR, PAVERS } from '../lib/palette'
import { figure } from '../lib/portrait'
import { pergola } from '../lib/structures'
import { rect, tag } from '../lib/svg'
import { outdoor } from './setup'
import { TEAM } from './team'

/** The owner standing in a finished backyard, golden hour, the garden softly out of focus. */
export function ownerPortrait(): Art {
  const W = 1200
  const H = 1500
  const {
    art: back,
    scene,
    leaves,
  } = outdoor('ow', 'golden', { W, H, eye: [0, 1.6, -5], fov: 56, horizon: 640 })
  scene.sprite([-6, 0, 18], tree(3, { h: 12, w: 11, pal: leaves, blobs: 22 }))
  scene.sprite([5, 0, 16], tree(4, { h: 10, w: 9, pal: leaves, blobs: 20 }))
  for (let i = 0; i < 7; i++)
    scene.sprite(
      [-6 + i * 2, 0, 8],
      shrub(10 + i, { w: 1.8, h: 1.3, pal: leaves, flowers: i % 2 ? '#f3ede1' : undefined }),
    )
  pavers(scene, {
    x: [-6, 6],
    z: [-2, 7.5],
    size: [0.6, 0.4],
    colors: PAVERS,
    joint: '#8a7a66',
    seed: 2,
  })
  pergola(scene, { x: [0.8, 4.6], z: [2.5, 6], wood: CEDAR })
  back.add(scene.render())
  const art = new Art(W, H, 'owf')
  // The garden behind, pushed back with a warm haze (as a shallow depth of field would), then
  // the owner in front.
  const body = back
    .toString()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\n$/, '')
  art.add(body)
  art.add(
    rect(
      0,
      0,
      W,
      H,
      art.linear([
        [0, '#fff3dc', 0.32],
        [0.6, '#f6dcb8', 0.28],
        [1, '#2b1d12', 0.2],
      ]),
    ),
  )
  const owner = TEAM[0]?.person
  if (!owner) throw new Error('The owner is team member 1')
  art.add(
    tag(
      'g',
      { transform: 'translate(600 1500) scale(1.3) translate(-600 -1200)' },
      figure(art, owner),
    ),
  )
  finish(art, { mottle: 0, vignette: 0.3, tint: '#2b1d12' })
  return art
}
