import type { Plugin } from 'vite'
import { imagetools, type OutputFormat, resolveConfigs } from 'vite-imagetools'
import { FORMATS, type Meta, PRESETS, presetOf, toResponsive } from './renditions.ts'

// AVIF effort stays moderate: `npm test` runs on two cores, and more effort buys little.
const ENCODE: Record<string, Record<string, string>> = {
  avif: { quality: '52', effort: '3' },
  webp: { quality: '80', effort: '4' },
}

// Only SVG imports that carry a preset; raster imports keep imagetools' default behaviour.
export const INCLUDE = [
  /^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp)(\?.*)?$/,
  /^[^?]+\.svg\?(.*&)?responsive=\w+/,
]

const responsiveFormat: OutputFormat = () => (metadatas) =>
  toResponsive(metadatas as unknown as Meta[])

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
