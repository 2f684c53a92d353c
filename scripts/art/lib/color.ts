/** Colour arithmetic on #rrggbb strings, enough for shading, fog and tints. */
export type RGB = [number, number, number]

export function toRgb(hex: string): RGB {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const v = Number.parseInt(full, 16)
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255]
}

export function toHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.round(Math.max(0, Math.min(1, v)) * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)

/** Component-wise product scaled by k: how a surface of colour `a` looks under light `b`. */
export function multiply(a: string, b: string, k = 1): RGB {
  const x = toRgb(a)
  const y = toRgb(b)
  return [x[0] * y[0] * k, x[1] * y[1] * k, x[2] * y[2] * k]
}

export function addRgb(a: RGB, b: RGB): RGB {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/** Shifts a colour's brightness by a signed amount (for seeded variation of pavers and boards). */
export function jitter(c: string, amount: number): string {
  return amount >= 0 ? lighten(c, amount) : darken(c, -amount)
}
