/**
 * Renders SVG masters to PNG for looking at them (the build does its own rasterising):
 *   npx tsx scripts/art/preview.ts [key ...]   → .data/art-preview/<key>.png and sheet.png
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const ART = 'src/assets/images/art'
const OUT = '.data/art-preview'
mkdirSync(OUT, { recursive: true })
const args = process.argv.slice(2)
const cellArg = args.find((a) => a.startsWith('--cell='))
const wanted = args.filter((a) => !a.startsWith('--'))
const files = readdirSync(ART)
  .filter((f) => f.endsWith('.svg'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace('.svg', '')))

const tiles: { input: Buffer; left: number; top: number }[] = []
const cell = cellArg ? Number(cellArg.slice(7)) : 400
const cols = Math.min(cell > 400 ? 2 : 4, files.length)
for (const [i, f] of files.entries()) {
  const t = Date.now()
  const png = await sharp(readFileSync(join(ART, f)))
    .png()
    .toBuffer()
  await sharp(png).toFile(join(OUT, f.replace('.svg', '.png')))
  const thumb = await sharp(png)
    .resize(cell, cell, { fit: 'contain', background: '#222' })
    .toBuffer()
  tiles.push({ input: thumb, left: (i % cols) * cell, top: Math.floor(i / cols) * cell })
  console.log(`${f}: ${Date.now() - t} ms`)
}
if (tiles.length > 1) {
  const rows = Math.ceil(tiles.length / cols)
  await sharp({
    create: { width: cols * cell, height: rows * cell, channels: 3, background: '#222' },
  })
    .composite(tiles)
    .png()
    .toFile(join(OUT, 'sheet.png'))
}
