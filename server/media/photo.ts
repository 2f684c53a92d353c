// Trusting only its bytes: re-encoded without metadata, so no GPS position reaches the site (0019).
import { createHash } from 'node:crypto'
import type { Metadata } from 'sharp'
import type { MediaType } from './store'

// Loaded on the first photo: the function's other routes (leads) do not wait for native code.
const loadSharp = async () => (await import('sharp')).default

export const MAX_EDGE = 2560
/** Far above any phone camera; a larger picture is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 120_000_000

export type PhotoResult =
  | { ok: true; bytes: Buffer; type: MediaType; hash: string; width: number; height: number }
  | { ok: false; status: 415 | 422; problem: string }

const ACCEPTED = 'Upload a JPEG, PNG, WebP or AVIF photo.'

function refusalOf(format: string | undefined, compression: string | undefined): string | null {
  if (format === 'jpeg' || format === 'png' || format === 'webp') return null
  // AVIF and HEIC share the HEIF container; the codec tells them apart.
  if (format === 'heif' && compression === 'av1') return null
  if (format === 'heif')
    return `This is a HEIC photo, which the site does not take. ${ACCEPTED} (The desk converts iPhone photos in Safari; elsewhere, export the photo as JPEG first.)`
  return `This is a ${format ?? 'file of an unknown kind'} file, not a photo the site takes. ${ACCEPTED}`
}

function heifBrand(input: Uint8Array): string | null {
  const head = Buffer.from(input.subarray(0, 12)).toString('latin1')
  return head.slice(4, 8) === 'ftyp' ? head.slice(8, 12) : null
}

/** HEVC-coded HEIF brands (iPhone photos and their bursts and sequences). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'])

export async function preparePhoto(input: Uint8Array): Promise<PhotoResult> {
  // Told by its header before decoding: libvips may not parse a HEVC photo far enough to say.
  const brand = heifBrand(input)
  if (brand && HEIC_BRANDS.has(brand))
    return { ok: false, status: 415, problem: refusalOf('heif', 'hevc') ?? '' }
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  } catch {
    return { ok: false, status: 415, problem: `This file is not a picture. ${ACCEPTED}` }
  }
  const refusal = refusalOf(meta.format, meta.compression)
  if (refusal) return { ok: false, status: 415, problem: refusal }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    return {
      ok: false,
      status: 422,
      problem: `This picture is too large to take (${meta.width}×${meta.height} pixels).`,
    }
  const type: MediaType = meta.format === 'webp' ? 'image/webp' : 'image/jpeg'
  try {
    const pipeline = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    const { data, info } = await (type === 'image/webp'
      ? pipeline.webp({ quality: 82 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true })
    const hash = createHash('sha256').update(data).digest('hex')
    return { ok: true, bytes: data, type, hash, width: info.width, height: info.height }
  } catch (error) {
    return {
      ok: false,
      status: 422,
      problem: `This picture could not be read: it may be damaged or cut short (${error instanceof Error ? error.message : String(error)}).`,
    }
  }
}
