import { Art } from '../lib/art'
import { Camera, type CameraOptions } from '../lib/camera'
import type { Lighting } from '../lib/light'
import type { Foliage } from '../lib/nature'
import { treeline } from '../lib/nature'
import { LEAVES } from '../lib/palette'
import { Scene } from '../lib/scene'
import { type SkyKind, sky } from '../lib/sky'
import { rect } from '../lib/svg'

export type Time = 'day' | 'golden' | 'dusk' | 'night'

/** Light, sky, distant woods and lawn for each time of day, shared by every outdoor scene. */
const TIMES: Record<
  Time,
  {
    light: Lighting
    sky: SkyKind
    woods: [string, string]
    lawn: [string, string]
    leaves: Foliage
  }
> = {
  day: {
    light: {
      sun: [0.45, 0.75, -0.48],
      sunColor: '#fff0d8',
      sunK: 0.72,
      ambient: '#bccbe0',
      ambK: 0.55,
      fog: { color: '#c9d8e4', start: 12, end: 60, max: 0.5 },
    },
    sky: 'day',
    woods: ['#8fa9a4', '#6f8f7e'],
    lawn: ['#7c9e52', '#557f3c'],
    leaves: LEAVES.day,
  },
  golden: {
    light: {
      sun: [-0.72, 0.42, -0.35],
      sunColor: '#ffcf98',
      sunK: 0.95,
      ambient: '#b4b8d4',
      ambK: 0.55,
      fog: { color: '#ecd2b3', start: 12, end: 60, max: 0.5 },
    },
    sky: 'golden',
    woods: ['#a99a8e', '#7d806a'],
    lawn: ['#8c9a4c', '#5d7637'],
    leaves: LEAVES.golden,
  },
  dusk: {
    light: {
      sun: [-0.62, 0.25, 0.74],
      sunColor: '#ff9e62',
      sunK: 0.3,
      ambient: '#8a82b0',
      ambK: 0.52,
      fog: { color: '#43385a', start: 12, end: 45, max: 0.55 },
    },
    sky: 'dusk',
    woods: ['#3b3152', '#2a293d'],
    lawn: ['#27302f', '#121c17'],
    leaves: LEAVES.dusk,
  },
  night: {
    light: {
      sun: [0.3, 0.6, 0.4],
      sunColor: '#9fb0d8',
      sunK: 0.12,
      ambient: '#4a5284',
      ambK: 0.42,
      fog: { color: '#1c2340', start: 10, end: 40, max: 0.55 },
    },
    sky: 'night',
    woods: ['#1a2138', '#121828'],
    lawn: ['#15201b', '#0b120e'],
    leaves: LEAVES.night,
  },
}

export type Setup = {
  art: Art
  scene: Scene
  cam: Camera
  horizon: number
  leaves: Foliage
  time: Time
}

export function outdoor(
  key: string,
  time: Time,
  cam: Omit<CameraOptions, 'W' | 'H'> & { W?: number; H?: number },
  o: {
    points?: Lighting['points']
    light?: Partial<Lighting>
    stars?: number
    moon?: [number, number]
    woods?: boolean
    seed?: number
  } = {},
): Setup {
  const W = cam.W ?? 1600
  const H = cam.H ?? 1200
  const art = new Art(W, H, key)
  const camera = new Camera({ ...cam, W, H })
  const t = TIMES[time]
  const scene = new Scene(art, camera, { ...t.light, ...o.light, points: o.points ?? [] })
  const horizon = camera.horizon
  const seed = o.seed ?? 3
  const sunX = t.light.sun[0] < 0 ? W * 0.15 : W * 0.85
  sky(art, t.sky, horizon, {
    stars: o.stars ?? (time === 'night' ? 110 : time === 'dusk' ? 50 : 0),
    sun: time === 'golden' || time === 'dusk' ? [sunX, horizon + 20] : undefined,
    moon: o.moon,
    seed,
  })
  if (o.woods !== false) {
    art.add(treeline(seed, { W, base: horizon + 6, height: H * 0.07, color: t.woods[0], pines: 6 }))
    art.add(
      treeline(seed + 5, { W, base: horizon + 12, height: H * 0.045, color: t.woods[1], pines: 4 }),
    )
  }
  art.add(
    rect(
      0,
      horizon + 8,
      W,
      H - horizon,
      art.linear([
        [0, t.lawn[0]],
        [1, t.lawn[1]],
      ]),
    ),
  )
  return { art, scene, cam: camera, horizon, leaves: t.leaves, time }
}
