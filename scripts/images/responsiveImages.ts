import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { imagetools, type OutputFormat, resolveConfigs } from 'vite-imagetools'
import { FORMATS, type Meta, PRESETS, presetOf, toResponsive } from './renditions.ts'

// AVIF effort stays moderate: `npm test` runs on two cores, and more effort buys little.
const ENCODE: Record<string, Record<string, string>> = {
  avif: { quality: '52', effort: '3' },
  webp: { quality: '80', effort: '4' },
}

/**
 * The encodings are committed, so a fresh clone encodes nothing (decision 0035): imagetools names
 * each file by a hash of its master and settings, and reads it back instead of encoding again.
 */
export const IMAGE_CACHE = fileURLToPath(new URL('../../image-cache', import.meta.url))

// Only SVG imports that carry a preset; raster imports keep imagetools' default behaviour.
export const INCLUDE = [
  /^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp)(\?.*)?$/,
  /^[^?]+\.svg\?(.*&)?responsive=\w+/,
]

const responsiveFormat: OutputFormat = () => (metadatas) =>
  toResponsive(metadatas as unknown as Meta[])

export function responsiveImages(): Plugin[] {
  return [
    imagetools({
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
      cache: { enabled: true, dir: IMAGE_CACHE },
    }),
    newEncodings(),
  ]
}

/** Names the encodings a build added to the cache: they belong in the commit that made them. */
function newEncodings(): Plugin {
  let before = new Set<string>()
  const list = () => {
    try {
      return readdirSync(IMAGE_CACHE)
    } catch {
      return []
    }
  }
  return {
    name: 'oak-ember:new-encodings',
    apply: 'build',
    buildStart() {
      before = new Set(list())
    },
    closeBundle() {
      const added = list().filter((name) => !before.has(name))
      if (added.length)
        console.warn(
          `${added.length} image encoding(s) added to image-cache/: commit them, so that a fresh ` +
            'clone does not encode them again (image-cache/README.md)',
        )
    },
  }
}
