import type { Art } from './art'
import { rng } from './rng'
import { ellipse, rect } from './svg'

/**
 * The finishing pass every scene gets: a large-scale mottle that keeps flat fills from looking
 * digital, and a vignette that holds the eye in the frame. No fine grain: it costs bytes in
 * AVIF/WebP and time in the rasteriser.
 */
export function finish(
  art: Art,
  o: { mottle?: number; vignette?: number; tint?: string; seed?: number } = {},
) {
  const { W, H } = art
  const mottle = o.mottle ?? 0.06
  if (mottle > 0) {
    // Broad, soft light and dark blotches (plain gradients: no filters, cheap to rasterise).
    const r = rng(o.seed ?? 21)
    const light = art.radial([
      [0, '#fff6e6', mottle],
      [1, '#fff6e6', 0],
    ])
    const dark = art.radial([
      [0, '#20160e', mottle],
      [1, '#20160e', 0],
    ])
    let out = ''
    for (let i = 0; i < 10; i++)
      out += ellipse(
        r.range(0, W),
        r.range(0, H),
        r.range(0.15, 0.35) * W,
        r.range(0.12, 0.3) * H,
        i % 2 ? light : dark,
      )
    art.add(out)
  }
  const v = o.vignette ?? 0.35
  if (v > 0) {
    const fill = art.radial(
      [
        [0.55, o.tint ?? '#0d1f16', 0],
        [1, o.tint ?? '#0d1f16', v],
      ],
      0.5,
      0.5,
      0.75,
    )
    art.add(rect(0, 0, W, H, fill))
  }
}
