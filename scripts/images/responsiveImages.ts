/**
 * The responsive image pipeline. SVG masters imported with `?responsive=<preset>` are rasterised
 * by vite-imagetools (sharp) into AVIF and WebP at the preset's widths, emitted as hashed assets,
 * and exported as a ResponsiveSource (srcsets per format, a mid-size WebP fallback, the size).
 * Transformed images are cached in node_modules/.cache/imagetools, so a rebuild only re-encodes
 * what changed.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import type { Plugin } from 'vite'
import { imagetools, type OutputFormat, resolveConfigs } from 'vite-imagetools'
import type { ResponsiveSource } from '../../src/assets/images/types'

/** Widths per preset: wide scenes (16:9, 16:10, 4:3), the 4:5 portrait, squares, small squares. */
export const PRESETS = {
  wide: [480, 960, 1600],
  tall: [400, 800, 1200],
  square: [400, 800, 1200],
  thumb: [400, 800],
} as const satisfies Record<string, readonly number[]>

export type Preset = keyof typeof PRESETS

/**
 * Encoder settings per format. AVIF effort stays moderate: the whole `npm test` has to run in
 * minutes on two cores, and effort beyond 4 buys a few percent at several times the time.
 */
const ENCODE: Record<string, Record<string, string>> = {
  avif: { quality: '52', effort: '3' },
  webp: { quality: '80', effort: '4' },
}

const FORMATS = ['avif', 'webp'] as const

/** SVG imports carrying a preset; raster imports keep imagetools' default behaviour. */
export const INCLUDE = [
  /^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp)(\?.*)?$/,
  /^[^?]+\.svg\?(.*&)?responsive=\w+/,
]

type Meta = { src: string; width: number; height: number; format: string }

/** Builds the exported object from the renditions' metadata. */
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

const responsiveFormat: OutputFormat = () => (metadatas) =>
  toResponsive(metadatas as unknown as Meta[])

function presetOf(url: URL): Preset | null {
  const name = url.searchParams.get('responsive')
  if (name === null) return null
  if (!(name in PRESETS)) throw new Error(`Unknown image preset "${name}" in ${url.pathname}`)
  return name as Preset
}

export function responsiveImages(): Plugin {
  return imagetools({
    include: INCLUDE,
    defaultDirectives: (url) => {
      const preset = presetOf(url)
      if (!preset) return new URLSearchParams()
      return new URLSearchParams({
        w: PRESETS[preset].join(';'),
        format: FORMATS.join(';'),
        as: 'responsive',
      })
    },
    resolveConfigs: (entries, formats) =>
      resolveConfigs(entries, formats).map((config) => ({
        ...config,
        ...ENCODE[String(config.format)],
      })),
    extendOutputFormats: (builtins) => ({ ...builtins, responsive: responsiveFormat }),
    cache: { enabled: true, dir: './node_modules/.cache/imagetools' },
  })
}

/**
 * For unit tests: the same module shape without rasterising anything. URLs follow the preset's
 * widths so components can be tested against realistic srcsets; the real pipeline is covered by
 * the build and the e2e test of the served files.
 */
export function responsiveImagesStub(): Plugin {
  return {
    name: 'responsive-images-stub',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?')
      if (!file?.endsWith('.svg') || !query) return null
      const preset = presetOf(new URL(`file://${file}?${query}`))
      if (!preset) return null
      const svg = readFileSync(file, 'utf8')
      const width = Number(/<svg[^>]*\bwidth="(\d+)"/.exec(svg)?.[1])
      const height = Number(/<svg[^>]*\bheight="(\d+)"/.exec(svg)?.[1])
      const name = basename(file, '.svg')
      const metas: Meta[] = PRESETS[preset].flatMap((w) =>
        FORMATS.map((format) => ({
          src: `/assets/${name}-${w}.${format}`,
          width: w,
          height: Math.round((w * height) / width),
          format,
        })),
      )
      return `export default ${JSON.stringify(toResponsive(metas))}`
    },
  }
}
