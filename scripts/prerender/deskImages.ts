// Images the site already serves, which an editor may choose in the desk without an upload.
import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SiteImage } from '../../src/admin/images'

const SOURCES: { dir: string; kind: string; keep: (name: string) => boolean }[] = [
  { dir: 'blog-media/art', kind: 'Artwork', keep: (name) => /\.(svg|jpe?g|png|webp)$/.test(name) },
  // One file per cover: the 1200 px JPEG (the variants are the same picture).
  { dir: 'blog-media/covers', kind: 'Cover photo', keep: (name) => /-1200\.jpg$/.test(name) },
]

function label(kind: string, name: string): string {
  const words = name
    .replace(/\.[a-z]+$/, '')
    .replace(/-[0-9a-f]{10}-\d+$/, '')
    .replace(/-/g, ' ')
  return `${kind}: ${words}`
}

export async function siteImages(dist: string): Promise<SiteImage[]> {
  const images: SiteImage[] = []
  for (const source of SOURCES) {
    const dir = join(dist, source.dir)
    if (!existsSync(dir)) continue
    for (const name of (await readdir(dir)).filter(source.keep).sort())
      images.push({ src: `/${source.dir}/${name}`, label: label(source.kind, name) })
  }
  return images
}

export async function writeSiteImages(dist: string): Promise<void> {
  await mkdir(join(dist, 'admin'), { recursive: true })
  await writeFile(join(dist, 'admin', 'site-images.json'), JSON.stringify(await siteImages(dist)))
}
