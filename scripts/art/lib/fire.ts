import type { V3 } from './camera'
import { glow } from './lights'
import { rng } from './rng'
import { OVERLAY, type Scene } from './scene'
import { d, path } from './svg'

const FLAME = ['#c2360a', '#f26a1b', '#fb9a3c', '#ffd27a', '#fff3c4'] as const

/** Flame tongues in nested layers, deep ember at the edge to a pale core. */
export function flames(seed: number, o: { w: number; h: number }) {
  return (p: { x: number; y: number }, s: number) => {
    const r = rng(seed)
    const w = o.w * s
    const h = o.h * s
    let out = ''
    FLAME.forEach((color, layer) => {
      const k = 1 - layer * 0.17
      const tongues = 5 - Math.floor(layer / 2)
      for (let i = 0; i < tongues; i++) {
        const t = tongues === 1 ? 0 : i / (tongues - 1) - 0.5
        const cx = p.x + t * w * 0.7 * k
        const th = h * k * (1 - Math.abs(t) * 0.9) * r.range(0.75, 1.05)
        const tw = (w / tongues) * 1.1 * k
        const lean = r.range(-0.25, 0.25) * tw
        out += path(
          d`M${cx - tw} ${p.y}C${cx - tw} ${p.y - th * 0.45} ${cx + lean - tw * 0.2} ${p.y - th * 0.6} ${cx + lean} ${p.y - th}C${cx + lean + tw * 0.25} ${p.y - th * 0.6} ${cx + tw} ${p.y - th * 0.45} ${cx + tw} ${p.y}Z`,
          color,
        )
      }
    })
    return out
  }
}

/** A fire at a world point: flames plus the warm glow they throw over the scene. */
export function fire(
  scene: Scene,
  at: V3,
  o: { w: number; h: number; seed?: number; glow?: number },
) {
  const item = scene.sprite(at, flames(o.seed ?? 5, o), undefined, -0.02)
  const p = scene.project(at)
  const s = scene.scale(at)
  const g = o.glow ?? 1
  scene.add(
    glow(scene.art, p.x, p.y - o.h * 0.4 * s, o.h * 3.2 * s * g, '#fb8438', 0.5) +
      glow(scene.art, p.x, p.y - o.h * 0.3 * s, o.h * 1.2 * s, '#ffc46b', 0.55),
    0,
    OVERLAY,
  )
  return item
}
