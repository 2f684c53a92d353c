// Pictures for the snapshot's tests.
import sharp from 'sharp'

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 90, g: 120, b: 60, alpha: 1 } } })
    .png()
    .toBuffer()

/** A PNG cut in half, as an interrupted upload leaves it: its header reads, its pixels do not. */
export async function truncatedPng(): Promise<Buffer> {
  const whole = await png(800, 600)
  return whole.subarray(0, Math.floor(whole.length / 2))
}

/** The case the snapshot must survive, checked rather than assumed. */
export async function readsButCannotEncode(bytes: Buffer): Promise<boolean> {
  const meta = await sharp(bytes).metadata()
  const encoded = await sharp(bytes, { failOn: 'error' })
    .webp()
    .toBuffer()
    .then(
      () => true,
      () => false,
    )
  return meta.width === 800 && !encoded
}
