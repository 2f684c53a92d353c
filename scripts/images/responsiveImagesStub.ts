/**
 * For unit tests: the module shape of responsiveImages.ts without rasterising anything. URLs follow
 * the preset's widths so components can be tested against realistic srcsets; the real pipeline is
 * covered by the build and the e2e test of the served files.
 */
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
