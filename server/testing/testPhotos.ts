import sharp from 'sharp'

/** Stored sideways (EXIF orientation 6), with GPS EXIF. */
export async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  // Top half dark, bottom half light as stored; orientation 6 makes the top row the right-hand
  // side, so upright the dark half is on the right.
  const half = Buffer.alloc(width * Math.floor(height / 2) * 3)
  const raw = Buffer.concat([half.fill(30), Buffer.alloc(half.length, 230)])
  return sharp(raw, { raw: { width, height: Math.floor(height / 2) * 2, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Sideways' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 46/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '78/1 38/1 0/1',
      },
    })
    .jpeg({ quality: 80 })
    .toBuffer()
}

const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00])

export function hasGps(bytes: Buffer): boolean {
  return bytes.includes(GPS_POINTER) && bytes.includes(Buffer.from('Exif\0\0', 'latin1'))
}

export async function inspect(bytes: Buffer) {
  const meta = await sharp(bytes).metadata()
  const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => data[y * info.width + x] ?? -1
  const middle = Math.floor(info.height / 2)
  return {
    format: meta.format,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    exif: meta.exif ?? null,
    icc: meta.icc ?? null,
    xmp: meta.xmp ?? null,
    orientation: meta.orientation ?? null,
    gps: hasGps(bytes),
    left: at(10, middle),
    right: at(info.width - 10, middle),
  }
}

// sharp's prebuilt libvips cannot encode HEVC, and the server refuses on the header alone.
export async function heicPhoto(): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
    .avif()
    .toBuffer()
  const at = avif.indexOf('ftyp', 0, 'latin1')
  avif.write('heic', at + 4, 'latin1')
  return avif
}
