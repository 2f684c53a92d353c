// Committed by content hash and served from the site; one that cannot be read keeps its previous
// copy, or shows from its address.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, unlinkSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Image, Nodes } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import sharp from 'sharp'
import { unified } from 'unified'
import { BODY_IMAGES_URL } from '../../src/blog/markdown'
import type { BodyImage } from '../../src/blog/types'
import { type CoverContext, readSource, settled } from './covers'
import { reasonOf } from './warnings'

export const BODY_WIDTHS = [480, 800, 1200] as const

export interface BodyImageContext
  extends Pick<CoverContext, 'publicDir' | 'fetch' | 'media' | 'warn'> {
  bodyDir: string
}

export function imageSources(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown)
  const found: string[] = []
  const walk = (node: Nodes) => {
    if (node.type === 'image') found.push((node as Image).url)
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return [...new Set(found.filter(Boolean))]
}

function widthsFor(natural: number, vector: boolean): number[] {
  if (vector) return [...BODY_WIDTHS]
  const fitting = BODY_WIDTHS.filter((w) => w <= natural)
  return fitting.length ? fitting : [natural]
}

export async function encodeNatural(
  bytes: Buffer,
  base: string,
  dir: string,
  url: string = BODY_IMAGES_URL,
): Promise<Omit<BodyImage, 'source'>> {
  const meta = await sharp(bytes, { failOn: 'error' }).metadata()
  // EXIF orientation 5–8 turns the picture a quarter: its width is then the stored height.
  const turned = (meta.orientation ?? 1) >= 5
  const naturalWidth = (turned ? meta.height : meta.width) ?? 0
  const naturalHeight = (turned ? meta.width : meta.height) ?? 0
  if (!naturalWidth || !naturalHeight) throw new Error('no dimensions')
  const widths = widthsFor(naturalWidth, meta.format === 'svg')
  const largest = widths[widths.length - 1] ?? naturalWidth
  const heightAt = (width: number) => Math.round((width * naturalHeight) / naturalWidth)
  await mkdir(dir, { recursive: true })
  const input = sharp(bytes, { failOn: 'error' }).rotate()
  const jobs = widths.map((width) =>
    input
      .clone()
      .resize({ width, height: heightAt(width) })
      .webp({ quality: 75 })
      .toFile(join(dir, `${base}-${width}.webp`)),
  )
  jobs.push(
    input
      .clone()
      .resize({ width: largest, height: heightAt(largest) })
      .flatten({ background: '#f3ede1' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(join(dir, `${base}-${largest}.jpg`)),
  )
  await settled(jobs)
  return {
    src: `${url}/${base}-${largest}.jpg`,
    width: largest,
    height: heightAt(largest),
    webp: widths.map((w) => `${url}/${base}-${w}.webp ${w}w`).join(', '),
  }
}

function filesOf(image: BodyImage): string[] {
  const paths = [image.src, ...image.webp.split(', ').map((entry) => entry.split(' ')[0] ?? '')]
  return paths.map((path) => path.slice(BODY_IMAGES_URL.length + 1))
}

async function prepareOne(
  source: string,
  slug: string,
  previous: readonly BodyImage[] | undefined,
  ctx: BodyImageContext,
): Promise<{ image: BodyImage; encoded: boolean }> {
  const bytes = await readSource(source, ctx)
  await sharp(bytes).metadata()
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  const base = `${slug}-${hash}`
  const last = previous?.find((image) => image.src.startsWith(`${BODY_IMAGES_URL}/${base}-`))
  if (last && filesOf(last).every((f) => existsSync(join(ctx.bodyDir, f))))
    return { image: { ...last, source }, encoded: false }
  return { image: { ...(await encodeNatural(bytes, base, ctx.bodyDir)), source }, encoded: true }
}

export async function prepareBodyImages(
  post: { id: string; slug: string; content: string },
  previous: readonly BodyImage[] | undefined,
  ctx: BodyImageContext,
): Promise<{ images: BodyImage[]; encoded: number }> {
  const images: BodyImage[] = []
  let encoded = 0
  for (const source of imageSources(post.content)) {
    // The encode too: a truncated image passes metadata() and fails only there.
    try {
      const prepared = await prepareOne(source, post.slug, previous, ctx)
      images.push(prepared.image)
      if (prepared.encoded) encoded++
    } catch (error) {
      const reason = reasonOf(error)
      const last = previous?.find((image) => image.source === source)
      const reusable = last && filesOf(last).every((f) => existsSync(join(ctx.bodyDir, f)))
      ctx.warn(
        `Image ${source} in ${post.id} could not be read: ${reason}; ` +
          (reusable
            ? 'keeping the copy from the previous snapshot.'
            : 'it shows from its address.'),
      )
      if (reusable && last) images.push(last)
    }
  }
  return { images, encoded }
}

export function pruneNatural(dir: string, keep: ReadonlySet<string>): string[] {
  if (!existsSync(dir)) return []
  const removed: string[] = []
  for (const file of readdirSync(dir)) {
    if (!/-\d+\.(webp|jpg)$/.test(file) || keep.has(file)) continue
    unlinkSync(join(dir, file))
    removed.push(file)
  }
  return removed
}

export function pruneBodyImages(bodyDir: string, kept: readonly BodyImage[]): string[] {
  return pruneNatural(bodyDir, new Set(kept.flatMap(filesOf)))
}
