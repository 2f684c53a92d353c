// Unit tests get srcsets of the preset's widths without rasterising; the build covers the real one.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import type { Plugin } from 'vite'
import { FORMATS, type Meta, PRESETS, presetOf, toResponsive } from './renditions.ts'

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
