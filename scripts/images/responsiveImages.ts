/**
 * The build's responsive image pipeline. SVG masters imported with `?responsive=<preset>` are
 * rasterised by vite-imagetools (sharp) into AVIF and WebP at the preset's widths, emitted as hashed
 * assets, and exported as a ResponsiveSource (renditions.ts). Transformed images are cached in
 * node_modules/.cache/imagetools, so a rebuild only re-encodes what changed.
 */
import type { Plugin } from 'vite'
import { imagetools, type OutputFormat, resolveConfigs } from 'vite-imagetools'
import { FORMATS, type Meta, PRESETS, presetOf, toResponsive } from './renditions.ts'

/**
 * Encoder settings per format. AVIF effort stays moderate: the whole `npm test` has to run in
 * minutes on two cores, and effort beyond 4 buys a few percent at several times the time.
 */
const ENCODE: Record<string, Record<string, string>> = {
  avif: { quality: '52', effort: '3' },
  webp: { quality: '80', effort: '4' },
}

/** SVG imports carrying a preset; raster imports keep imagetools' default behaviour. */
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
