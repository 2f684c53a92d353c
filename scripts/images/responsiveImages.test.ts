import { describe, expect, it } from 'vitest'
import { PRESETS, toResponsive } from './renditions'
import { INCLUDE } from './responsiveImages'

const meta = (width: number, format: string) => ({
  src: `/assets/x-${width}.${format}`,
  width,
  height: (width * 9) / 16,
  format,
})

describe('toResponsive', () => {
  const out = toResponsive(PRESETS.wide.flatMap((w) => [meta(w, 'webp'), meta(w, 'avif')]))

  it('lists AVIF before WebP, each with every width in ascending order', () => {
    expect(out.sources).toEqual([
      {
        type: 'image/avif',
        srcSet: '/assets/x-480.avif 480w, /assets/x-960.avif 960w, /assets/x-1600.avif 1600w',
      },
      {
        type: 'image/webp',
        srcSet: '/assets/x-480.webp 480w, /assets/x-960.webp 960w, /assets/x-1600.webp 1600w',
      },
    ])
  })

  it('falls back to the mid-size WebP and reports the largest size', () => {
    expect(out.src).toBe('/assets/x-960.webp')
    expect([out.width, out.height]).toEqual([1600, 900])
  })

  it('takes the smaller of two widths as the fallback', () => {
    expect(toResponsive([meta(800, 'webp'), meta(400, 'webp')]).src).toBe('/assets/x-400.webp')
  })

  it('refuses renditions without WebP', () => {
    expect(() => toResponsive([meta(400, 'avif')])).toThrow(/WebP/)
  })
})

describe('INCLUDE', () => {
  const included = (id: string) => INCLUDE.some((re) => re.test(id))
  it('takes SVG imports with a preset and leaves other SVG imports to Vite', () => {
    expect(included('/src/assets/images/art/hero.svg?responsive=wide')).toBe(true)
    expect(included('/src/assets/images/art/hero.svg?raw&responsive=wide')).toBe(true)
    expect(included('/public/favicon.svg')).toBe(false)
    expect(included('/src/logo.svg?url')).toBe(false)
    expect(included('/src/logo.svg?raw')).toBe(false)
  })
})
