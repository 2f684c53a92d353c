import type { ResponsiveSource } from '../../src/assets/images/types'

// wide: 16:9, 16:10 and 4:3 scenes; tall: the 4:5 portrait.
export const PRESETS = {
  wide: [480, 960, 1600],
  tall: [400, 800, 1200],
  square: [400, 800, 1200],
  thumb: [400, 800],
} as const satisfies Record<string, readonly number[]>

export type Preset = keyof typeof PRESETS

export const FORMATS = ['avif', 'webp'] as const

export type Meta = { src: string; width: number; height: number; format: string }

export function toResponsive(metas: readonly Meta[]): ResponsiveSource {
  const byWidth = (a: Meta, b: Meta) => a.width - b.width
  const sources = FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: metas
      .filter((m) => m.format === format)
      .sort(byWidth)
      .map((m) => `${m.src} ${m.width}w`)
      .join(', '),
  }))
  const webp = metas.filter((m) => m.format === 'webp').sort(byWidth)
  const fallback = webp[Math.floor((webp.length - 1) / 2)]
  const largest = webp.at(-1)
  if (!fallback || !largest) throw new Error('A responsive image needs WebP renditions')
  return { src: fallback.src, width: largest.width, height: largest.height, sources }
}

export function presetOf(url: URL): Preset | null {
  const name = url.searchParams.get('responsive')
  if (name === null) return null
  if (!(name in PRESETS)) throw new Error(`Unknown image preset "${name}" in ${url.pathname}`)
  return name as Preset
}
