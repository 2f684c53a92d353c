import type { Art } from '../lib/art'
import { rng } from '../lib/rng'
import { d, path } from '../lib/svg'

/**
 * Out-of-focus leaves in the bottom corners: frames a scene the way a photographer shoots through
 * a planting bed, and gives the flat image a near plane.
 */
export function foreground(
  art: Art,
  seed: number,
  o: { color: string; light: string; corners?: ('left' | 'right')[] },
) {
  const r = rng(seed)
  let out = ''
  for (const corner of o.corners ?? ['left', 'right']) {
    const x0 = corner === 'left' ? -20 : art.W + 20
    const dir = corner === 'left' ? 1 : -1
    for (let i = 0; i < 9; i++) {
      // A long pointed leaf arching up and out of the corner.
      const a = (-Math.PI / 2) * r.range(0.25, 0.95)
      const len = r.range(0.16, 0.3) * art.H
      const w = len * r.range(0.12, 0.2)
      const bx = x0 + dir * r.range(0, art.W * 0.06)
      const by = art.H + 10
      const tx = bx + dir * Math.cos(a) * len
      const ty = by + Math.sin(a) * len
      const nx = -Math.sin(a) * w
      const ny = Math.cos(a) * w
      const mx = (bx + tx) / 2
      const my = (by + ty) / 2
      const color = i % 3 === 2 ? o.light : o.color
      out += path(
        d`M${bx} ${by}Q${mx + dir * nx} ${my + ny} ${tx} ${ty}Q${mx - dir * nx} ${my - ny} ${bx} ${by}Z`,
        color,
      )
    }
  }
  return out
}
