// Committed by content hash: the build never encodes, and hosting may cache them forever.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, unlinkSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import sharp from 'sharp'
import type { MediaStore } from '../../server/media/store'
import type { CoverImage } from '../../src/blog/types'
import { mediaHashOf } from '../../src/lib/mediaAddress'
import { safeFetch } from './safeFetch'
import { reasonOf } from './warnings'

export const COVERS_URL = '/blog-media/covers'
export const WIDTHS = [480, 800, 1200] as const
const FALLBACK_WIDTH = 1200
const RATIO = 9 / 16
export const DOWNLOAD_TIMEOUT_MS = 10_000
const MAX_BYTES = 15 * 1024 * 1024

export interface CoverContext {
  publicDir: string
  coversDir: string
  fetch?: typeof fetch
  media?: Pick<MediaStore, 'get'> | null
  warn: (message: string) => void
}

async function download(url: string, fetchImpl: typeof fetch): Promise<Buffer> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (bytes.length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES / 1024 / 1024} MB`)
  return bytes
}

/** Containment, not a prefix: `/../public2/x` starts with the folder's name but leaves it. */
export function publicFile(publicDir: string, sitePath: string): string {
  const root = resolve(publicDir)
  const file = resolve(root, `.${decodeURIComponent(sitePath.split(/[?#]/)[0] ?? '')}`)
  const inside = relative(root, file)
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    throw new Error('path leaves public/')
  return file
}

export async function readSource(
  source: string,
  ctx: Pick<CoverContext, 'publicDir' | 'fetch' | 'media'>,
): Promise<Buffer> {
  const hash = mediaHashOf(source)
  if (hash) {
    if (!ctx.media) throw new Error('an uploaded photo, and no media store is set (MEDIA_BUCKET)')
    const photo = await ctx.media.get(hash)
    if (!photo) throw new Error('no such uploaded photo')
    return photo.bytes
  }
  // http: too, so that safeFetch refuses it with its reason (only https: is fetched).
  if (/^https?:\/\//i.test(source))
    return download(source, ctx.fetch ?? (safeFetch as typeof fetch))
  if (source.startsWith('/') && !source.startsWith('//'))
    return readFile(publicFile(ctx.publicDir, source))
  throw new Error('not an http(s) URL or a site path')
}

function fileName(base: string, width: number, ext: string): string {
  return `${base}-${width}.${ext}`
}

function variantFiles(base: string): string[] {
  return [
    ...WIDTHS.flatMap((w) => [fileName(base, w, 'avif'), fileName(base, w, 'webp')]),
    fileName(base, FALLBACK_WIDTH, 'jpg'),
  ]
}

function coverOf(base: string, source: string): CoverImage {
  const srcset = (ext: string) =>
    WIDTHS.map((w) => `${COVERS_URL}/${fileName(base, w, ext)} ${w}w`).join(', ')
  return {
    src: `${COVERS_URL}/${fileName(base, FALLBACK_WIDTH, 'jpg')}`,
    width: FALLBACK_WIDTH,
    height: Math.round(FALLBACK_WIDTH * RATIO),
    avif: srcset('avif'),
    webp: srcset('webp'),
    source,
  }
}

async function encode(bytes: Buffer, base: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  const input = sharp(bytes, { failOn: 'error' }).rotate()
  const jobs: Promise<unknown>[] = []
  for (const width of WIDTHS) {
    const resized = input
      .clone()
      .resize({ width, height: Math.round(width * RATIO), fit: 'cover', withoutEnlargement: false })
    jobs.push(
      resized
        .clone()
        .avif({ quality: 50, effort: 4 })
        .toFile(join(dir, fileName(base, width, 'avif'))),
    )
    jobs.push(
      resized
        .clone()
        .webp({ quality: 72 })
        .toFile(join(dir, fileName(base, width, 'webp'))),
    )
    if (width === FALLBACK_WIDTH)
      jobs.push(
        resized
          .clone()
          .flatten({ background: '#f3ede1' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toFile(join(dir, fileName(base, width, 'jpg'))),
      )
  }
  await settled(jobs)
}

/** Every write has ended before a failure is thrown, so none lands after the prune. */
export async function settled(jobs: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(jobs)).find((job) => job.status === 'rejected')
  if (failed) throw failed.reason
}

export interface CoverResult {
  cover: CoverImage | null
  encoded: boolean
}

export async function prepareCover(
  post: { id: string; slug: string; ogImage: string | null },
  previous: CoverImage | null | undefined,
  ctx: CoverContext,
): Promise<CoverResult> {
  if (!post.ogImage) return { cover: null, encoded: false }
  // The encode too: a truncated image passes metadata() and fails only there.
  try {
    const bytes = await readSource(post.ogImage, ctx)
    await sharp(bytes).metadata()
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
    const base = `${post.slug}-${hash}`
    const done = variantFiles(base).every((f) => existsSync(join(ctx.coversDir, f)))
    if (!done) await encode(bytes, base, ctx.coversDir)
    return { cover: coverOf(base, post.ogImage), encoded: !done }
  } catch (error) {
    const reason = reasonOf(error)
    const reusable =
      previous?.source === post.ogImage &&
      previous.src.startsWith(`${COVERS_URL}/`) &&
      existsSync(join(ctx.coversDir, previous.src.slice(COVERS_URL.length + 1)))
    ctx.warn(
      `Cover of ${post.id} (seo.ogImage ${post.ogImage}) could not be read: ${reason}; ` +
        (reusable ? 'keeping the copy from the previous snapshot.' : 'using the placeholder.'),
    )
    return { cover: reusable ? previous : null, encoded: false }
  }
}

/** So the repository does not grow forever. */
export function pruneCovers(coversDir: string, covers: (CoverImage | null)[]): string[] {
  if (!existsSync(coversDir)) return []
  const keep = new Set(
    covers.flatMap((c) =>
      c
        ? [c.src, ...`${c.avif ?? ''}, ${c.webp ?? ''}`.split(', ').map((s) => s.split(' ')[0])]
        : [],
    ),
  )
  const removed: string[] = []
  for (const file of readdirSync(coversDir)) {
    if (!/-\d+\.(avif|webp|jpg)$/.test(file) || keep.has(`${COVERS_URL}/${file}`)) continue
    unlinkSync(join(coversDir, file))
    removed.push(file)
  }
  return removed
}
