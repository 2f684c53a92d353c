/**
 * Renders the two files that live outside the image pipeline because crawlers and home screens
 * fetch them by fixed names:
 *   public/og-default.jpg        1200x630 social card, from src/assets/images/art/ogDefault.svg
 *   public/apple-touch-icon.png  180x180 home-screen icon, from the logo mark
 * Run `npm run art:social` after changing either master (`npm run art` writes ogDefault.svg).
 */
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { MARK } from './scenes/ogDefault'

const OG_MASTER = 'src/assets/images/art/ogDefault.svg'

/** The icon: the mark on a full-bleed forest square (iOS rounds the corners itself). */
export function touchIconSvg(size = 180): string {
  const pad = size * 0.07
  const mark = size - 2 * pad
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#1f5135"/><svg x="${pad}" y="${pad}" width="${mark}" height="${mark}" viewBox="0 0 64 64">${MARK}</svg></svg>`
}

export async function renderSocial(): Promise<void> {
  const og = await sharp(readFileSync(OG_MASTER))
    .flatten({ background: '#0d1f16' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile('public/og-default.jpg')
  console.log(`public/og-default.jpg  ${og.width}x${og.height}  ${(og.size / 1024).toFixed(1)} KB`)
  const icon = await sharp(Buffer.from(touchIconSvg()))
    .png({ compressionLevel: 9 })
    .toFile('public/apple-touch-icon.png')
  console.log(
    `public/apple-touch-icon.png  ${icon.width}x${icon.height}  ${(icon.size / 1024).toFixed(1)} KB`,
  )
}

await renderSocial()
