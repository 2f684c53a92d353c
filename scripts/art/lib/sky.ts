import type { Art, Stop } from './art'
import { rng } from './rng'
import { circle, circlesD, ellipse, path, rect } from './svg'

/** Palettes for the times of day the art uses, from zenith down to the horizon. */
export const SKIES = {
  dusk: [
    [0, '#141a36'],
    [0.35, '#2c2c5c'],
    [0.62, '#6b4872'],
    [0.82, '#c46a5e'],
    [1, '#f7a866'],
  ],
  night: [
    [0, '#070b1c'],
    [0.55, '#111a38'],
    [0.85, '#24305a'],
    [1, '#3d4472'],
  ],
  golden: [
    [0, '#5d86b5'],
    [0.45, '#9db7cf'],
    [0.78, '#efd0a6'],
    [1, '#fbc687'],
  ],
  day: [
    [0, '#6d9fcf'],
    [0.6, '#a9cbe6'],
    [1, '#e6eef0'],
  ],
} satisfies Record<string, Stop[]>

export type SkyKind = keyof typeof SKIES

export function sky(
  art: Art,
  kind: SkyKind,
  horizon: number,
  o: { stars?: number; moon?: [number, number]; sun?: [number, number]; seed?: number } = {},
): void {
  art.add(rect(0, 0, art.W, horizon + 4, art.linear(SKIES[kind])))
  const r = rng(o.seed ?? 11)
  if (o.sun) {
    const [x, y] = o.sun
    art.add(
      ellipse(
        x,
        y,
        art.W * 0.55,
        horizon * 0.55,
        art.radial([
          [0, '#ffd9a0', 0.75],
          [1, '#ffd9a0', 0],
        ]),
      ),
    )
  }
  if (o.stars) {
    // Three brightness groups, each one path.
    const groups: { x: number; y: number; r: number }[][] = [[], [], []]
    for (let i = 0; i < o.stars; i++) {
      const y = r() ** 1.6 * horizon * 0.7
      groups[r.int(0, 2)]?.push({ x: r.range(0, art.W), y, r: r.range(0.7, 1.8) })
    }
    for (const [i, g] of groups.entries())
      art.add(path(circlesD(g), '#fff7e6', { opacity: 0.35 + i * 0.25 }))
  }
  if (o.moon) {
    const [x, y] = o.moon
    art.add(
      circle(
        x,
        y,
        90,
        art.radial([
          [0, '#fdf3da', 0.35],
          [1, '#fdf3da', 0],
        ]),
      ),
      circle(x, y, 22, '#fbf1d6'),
      circle(x - 7, y - 5, 4, '#e9dcc0', { opacity: 0.7 }),
      circle(x + 6, y + 6, 3, '#e9dcc0', { opacity: 0.6 }),
    )
  }
}

/** Long soft cloud streaks, lit from below at dusk. */
export function clouds(
  art: Art,
  seed: number,
  o: { count: number; top: number; bottom: number; color: string; opacity: number },
) {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < o.count; i++) {
    const y = r.range(o.top, o.bottom)
    const w = r.range(0.12, 0.3) * art.W
    out += ellipse(r.range(0, art.W), y, w / 2, r.range(4, 10), o.color, {
      opacity: o.opacity * r.range(0.5, 1),
    })
  }
  art.add(`<g filter="${art.blur(3)}">${out}</g>`)
}
