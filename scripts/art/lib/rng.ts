/** Seeded randomness (mulberry32) so that every regeneration of the art is byte-identical. */
export type Rng = {
  (): number
  range: (lo: number, hi: number) => number
  int: (lo: number, hi: number) => number
  pick: <T>(items: readonly T[]) => T
}

export function rng(seed: number): Rng {
  let s = seed >>> 0
  const next = (() => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }) as Rng
  next.range = (lo, hi) => lo + (hi - lo) * next()
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1))
  next.pick = (items) => items[Math.floor(next() * items.length) % items.length] as never
  return next
}
