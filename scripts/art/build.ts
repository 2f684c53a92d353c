/**
 * Writes every SVG master from its scene generator: `npm run art` (or `npm run art -- heroBackyard`).
 * The committed SVGs are the source of truth for the build; these generators are how they were made.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { alt } from '../../src/assets/images/alt'
import type { ImageKey } from '../../src/assets/images/keys'
import { scenes, TITLES } from './scenes'

const OUT = 'src/assets/images/art'
mkdirSync(OUT, { recursive: true })
const wanted = process.argv.slice(2)
for (const [key, make] of Object.entries(scenes)) {
  if (wanted.length && !wanted.includes(key)) continue
  const t = Date.now()
  const art = make()
  art.title = alt[key as ImageKey] ?? TITLES[key] ?? ''
  if (!art.title) throw new Error(`${key} has no alt text or title`)
  const svg = art.toString()
  writeFileSync(join(OUT, `${key}.svg`), svg)
  console.log(`${key}.svg  ${(svg.length / 1024).toFixed(1)} KB  ${Date.now() - t} ms`)
}
