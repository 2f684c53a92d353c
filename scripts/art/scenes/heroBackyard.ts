import { Art } from '../lib/art'
import { Camera } from '../lib/camera'
import { finish } from '../lib/finish'
import { fire } from '../lib/fire'
import { adirondack, around, planter, sofa } from '../lib/furniture'
import { firePit, pavers } from '../lib/hardscape'
import { counter, grill } from '../lib/kitchen'
import { groundPool, pathLight, stringLights } from '../lib/lights'
import { cypress, grass, perennials, pine, shrub, tree, treeline } from '../lib/nature'
import { CEDAR, GRANITE, LEAVES, PAVERS, STONE, WARM_STONE } from '../lib/palette'
import { Scene } from '../lib/scene'
import { sky } from '../lib/sky'
import { house, pergola } from '../lib/structures'
import { rect } from '../lib/svg'
import { foreground } from './parts'

/** The home page hero: a Raleigh backyard at dusk, fire lit, string lights on. */
export function heroBackyard(): Art {
  const W = 1600
  const H = 900
  const art = new Art(W, H, 'h')
  const horizon = 400
  const cam = new Camera({ W, H, eye: [0, 1.55, -5.6], yaw: 0.05, fov: 66, horizon })
  const scene = new Scene(art, cam, {
    sun: [-0.62, 0.25, 0.74],
    sunColor: '#ff9e62',
    sunK: 0.3,
    ambient: '#8a82b0',
    ambK: 0.52,
    points: [
      { pos: [-0.6, 0.9, 2.4], color: '#ff8a3d', intensity: 1.8, range: 1.8 },
      { pos: [3.2, 2.5, 5.6], color: '#ffc46b', intensity: 0.9, range: 2 },
      { pos: [-4.4, 2.2, 8.2], color: '#ffc46b', intensity: 0.7, range: 1.8 },
    ],
    fog: { color: '#43385a', start: 12, end: 45, max: 0.55 },
  })
  sky(art, 'dusk', horizon, { stars: 70, sun: [260, horizon + 30] })
  art.add(treeline(3, { W, base: horizon + 6, height: 64, color: '#3b3152', pines: 9 }))
  art.add(treeline(8, { W, base: horizon + 12, height: 40, color: '#2a293d', pines: 4 }))
  art.add(
    rect(
      0,
      horizon + 8,
      W,
      H - horizon,
      art.linear([
        [0, '#27302f'],
        [1, '#121c17'],
      ]),
    ),
  )

  const dusk = LEAVES.dusk
  scene.sprite([12, 0, 34], pine(2, { h: 24, pal: dusk, side: -1 }))
  scene.sprite([8.5, 0, 17], tree(21, { h: 12, w: 10, pal: dusk, side: -1, blobs: 22 }))
  house(scene, {
    x: [-12.5, -3.2],
    z: [15, 21],
    wallH: 5.4,
    roofH: 2.5,
    siding: '#70748a',
    trim: '#ddd7ca',
    roof: '#35343f',
    glowColor: '#ffd48a',
    windows: [
      { face: 'front', u: 1.4, v: 3.5, w: 1.1, h: 1.4, lit: true },
      { face: 'front', u: 3.9, v: 3.5, w: 1.1, h: 1.4 },
      { face: 'front', u: 6.6, v: 3.5, w: 1.1, h: 1.4, lit: true },
      { face: 'front', u: 2.2, v: 0.1, w: 2.6, h: 2.2, lit: true },
      { face: 'front', u: 6.4, v: 0.9, w: 1.3, h: 1.4, lit: true },
      { face: 'right', u: 1.5, v: 3.5, w: 1, h: 1.3, lit: true },
    ],
  })
  for (let i = 0; i < 6; i++)
    scene.sprite([-12 + i * 1.6, 0, 13.5], shrub(30 + i, { w: 1.5, h: 1, pal: dusk, side: -1 }))
  for (let i = 0; i < 4; i++)
    scene.sprite(
      [8.2 + i * 1.2, 0, 9.5 + i * 1.6],
      cypress(40 + i, { h: 5.5, w: 1.6, pal: dusk, side: -1 }),
    )

  pavers(scene, {
    x: [-6.5, 5.8],
    z: [-3, 9.6],
    size: [0.8, 0.5],
    colors: PAVERS,
    joint: '#4e463d',
    seed: 4,
    variety: 0.22,
  })
  groundPool(scene, [-0.6, 0, 2.4], 5.5, '#ff8f45', 0.42)
  groundPool(scene, [-0.6, 0, 2.4], 2.4, '#ffb067', 0.4)
  groundPool(scene, [3.2, 0, 5.6], 2.8, '#ffc46b', 0.4)
  groundPool(scene, [-4.4, 0, 7.4], 1.8, '#ffc46b', 0.35)

  firePit(scene, [-0.6, 2.4], { r: 0.72, h: 0.46, stone: STONE, cap: '#b8ad9c' })
  fire(scene, [-0.6, 0.5, 2.4], { w: 0.75, h: 0.75 })
  for (const { at, facing } of around([-0.6, 0, 2.4], 1.8, [
    Math.PI * 0.95,
    Math.PI * 0.57,
    Math.PI * 0.18,
  ]))
    adirondack(scene, at, facing, '#ddd3c1')

  pergola(scene, {
    x: [1.4, 5.2],
    z: [3.8, 7.6],
    wood: CEDAR,
  })
  sofa(scene, [3.3, 0, 6.8], [-0.3, 0, -1], {
    w: 2.3,
    frame: '#4a3a2e',
    cushion: '#e6dac3',
    pillows: ['#de4d0b', '#2c6743', '#fdb071'],
  })
  for (const z of [3.9, 5.7, 7.5])
    stringLights(scene, [1.4, 2.72, z], [5.2, 2.72, z], {
      sag: 0.2,
      bulbs: 9,
      seed: Math.round(z * 10),
    })
  stringLights(scene, [1.4, 2.72, 3.9], [-4.6, 3.2, 10.2], { sag: 0.55, bulbs: 16 })

  const run = counter(scene, {
    x: [-6.2, -3.0],
    z: [8.2, 8.9],
    stone: WARM_STONE,
    top: GRANITE,
    led: true,
    doors: {
      face: 'front',
      spans: [
        [0.3, 0.9],
        [2.4, 3.0],
      ],
    },
  })
  grill(scene, { x: [-5.1, -4.0], z: [8.3, 8.85], y: run.h, base: run.base })
  counter(scene, {
    x: [-6.2, -5.5],
    z: [5.6, 8.2],
    stone: WARM_STONE,
    top: GRANITE,
    seed: 3,
    led: true,
  })

  for (let i = 0; i < 6; i++)
    scene.sprite(
      [-2.4 + i * 0.85, 0, 10.3],
      shrub(60 + i, {
        w: 1.1,
        h: 0.75,
        pal: dusk,
        flowers: i % 2 ? '#c9a5d8' : '#efe2ea',
        side: -1,
      }),
    )
  planter(scene, [5.9, 0, 3.2], { r: 0.32, h: 0.6, color: '#5d5a57', round: true })
  scene.sprite([5.9, 0.6, 3.2], grass(77, { h: 0.9, color: '#3f5236', lit: '#b8955c', side: -1 }))
  for (let i = 0; i < 3; i++)
    scene.sprite(
      [6.8, 0, 0 + i * 1.6],
      grass(70 + i, { h: 1.1, color: '#3f5236', lit: '#b8955c', side: -1 }),
    )
  scene.sprite([-7.4, 0, 2], grass(75, { h: 1.1, color: '#3f5236', lit: '#b8955c' }))
  scene.sprite(
    [-7.5, 0, 4.6],
    perennials(76, { w: 1.3, h: 0.8, leaf: '#2b4530', flower: '#e0885f' }),
  )
  for (const [x, z] of [
    [-6.9, -0.5],
    [-6.9, 3.6],
    [6.1, -0.8],
    [6.1, 4.2],
    [6.1, 9.0],
  ] as const)
    pathLight(scene, [x, 0, z])

  // A planting border between the lawn and the patio's front edge: the near plane of the picture.
  for (let i = 0; i < 9; i++) {
    const x = -5.2 + i * 1.35
    const z = -2.3 - (i % 2) * 0.25
    // Only at the sides: the middle stays open onto the patio.
    if (Math.abs(x) < 3.2) continue
    // Unlit from the front: dark mounds and grasses catching a little of the fire on their tips.
    if (i % 2)
      scene.sprite([x, 0, z], grass(90 + i, { h: 0.8, color: '#1f2d23', lit: '#8a6d45', side: -1 }))
    else
      scene.sprite(
        [x, 0, z],
        shrub(90 + i, {
          w: 1.3,
          h: 0.55,
          pal: { trunk: '#10190f', dark: '#0f1a13', mid: '#17261c', light: '#243629' },
          side: -1,
        }),
      )
  }
  art.add(scene.render())
  art.add(foreground(art, 7, { color: '#0c1711', light: '#1d3124' }))
  finish(art, { mottle: 0.12, vignette: 0.45 })
  return art
}
