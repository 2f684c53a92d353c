// Re-encoded in the browser so the file carries no metadata and goes up small; Safari decodes an
// iPhone's HEIC here, and the server refuses HEIC itself (docs/decisions/0019).
export const LONG_EDGE = 2560
const QUALITY = 0.88

export type UploadType = 'image/jpeg' | 'image/webp'

function looksHeic(file: File | Blob): boolean {
  const name = 'name' in file ? file.name : ''
  return /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(name)
}

export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, LONG_EDGE / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

async function encode(bitmap: ImageBitmap, type: UploadType): Promise<Blob> {
  const { width, height } = fittedSize(bitmap.width, bitmap.height)
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height })
  const context = canvas.getContext('2d') as
    | OffscreenCanvasRenderingContext2D
    | CanvasRenderingContext2D
    | null
  if (!context) throw new Error('This browser cannot draw the photo to resize it.')
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a PNG's clear parts become white, not black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
  }
  context.drawImage(bitmap, 0, 0, width, height)
  if (canvas instanceof HTMLCanvasElement)
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
        type,
        QUALITY,
      ),
    )
  return canvas.convertToBlob({ type, quality: QUALITY })
}

export async function prepareForUpload(file: File | Blob): Promise<Blob> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new Error(
      looksHeic(file)
        ? 'This browser cannot open HEIC photos: upload it from Safari (on the iPhone or a Mac), or export it as JPEG first.'
        : 'This file is not a photo this browser can open. Use a JPEG, PNG, WebP or AVIF photo.',
    )
  }
  try {
    const wanted: UploadType = file.type === 'image/webp' ? 'image/webp' : 'image/jpeg'
    const blob = await encode(bitmap, wanted)
    // A browser that cannot write WebP hands back PNG: send JPEG instead.
    return blob.type === wanted ? blob : encode(bitmap, 'image/jpeg')
  } finally {
    bitmap.close()
  }
}
