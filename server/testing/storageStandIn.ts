// The Storage emulator needs Java 21 (docs/decisions/0019); `failNext` answers 503 once.
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
// The client library's own CRC32C, what it checks an upload and a download against.
import { CRC32C } from '@google-cloud/storage'
import { serve } from '@hono/node-server'
import { type Context, Hono } from 'hono'

interface StoredObject {
  bytes: Buffer
  contentType: string
  cacheControl?: string
  generation: number
  /** Set by a test for a photo stored last week; the upload's own time otherwise. */
  created?: Date
}

export interface StorageStandIn {
  origin: string
  objects: Map<string, StoredObject>
  requests: string[]
  failNext(times?: number): void
  close(): Promise<void>
}

const key = (bucket: string, name: string) => `${bucket}/${name}`
/** Small, so a test of a few photos sees the client follow a second page. */
const LIST_PAGE = 2

function storageError(c: Context, code: 404 | 400 | 503, message: string) {
  return c.json({ error: { code, message, errors: [{ message, reason: 'standIn' }] } }, code)
}

function multipartParts(body: Buffer, contentType: string) {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1]
  if (!boundary) return []
  const parts: { headers: string; bytes: Buffer }[] = []
  const delimiter = Buffer.from(`--${boundary}`)
  let at = body.indexOf(delimiter)
  while (at >= 0) {
    const start = at + delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') break
    const next = body.indexOf(delimiter, start)
    if (next < 0) break
    const part = body.subarray(start + 2, next - 2)
    const split = part.indexOf('\r\n\r\n')
    parts.push({ headers: part.subarray(0, split).toString(), bytes: part.subarray(split + 4) })
    at = next
  }
  return parts
}

function hashes(bytes: Buffer) {
  const crc32c = new CRC32C()
  crc32c.update(bytes)
  return { crc32c: crc32c.toString(), md5Hash: createHash('md5').update(bytes).digest('base64') }
}

function resource(bucket: string, name: string, object: StoredObject) {
  return {
    kind: 'storage#object',
    id: `${bucket}/${name}/${object.generation}`,
    name,
    bucket,
    generation: String(object.generation),
    metageneration: '1',
    contentType: object.contentType,
    size: String(object.bytes.length),
    ...hashes(object.bytes),
    timeCreated: (object.created ?? new Date(0)).toISOString(),
    ...(object.cacheControl ? { cacheControl: object.cacheControl } : {}),
  }
}

export async function startStorageStandIn(): Promise<StorageStandIn> {
  const objects = new Map<string, StoredObject>()
  const requests: string[] = []
  let failures = 0
  let generation = 1
  const app = new Hono()

  app.use(async (c, next) => {
    requests.push(`${c.req.method} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}`)
    if (failures > 0) {
      failures--
      return storageError(c, 503, 'The stand-in was told to fail.')
    }
    await next()
  })

  app.post('/upload/storage/v1/b/:bucket/o', async (c) => {
    if (c.req.query('uploadType') !== 'multipart')
      return storageError(c, 400, 'The stand-in takes multipart uploads only.')
    const parts = multipartParts(
      Buffer.from(await c.req.arrayBuffer()),
      c.req.header('content-type') ?? '',
    )
    const [meta, media] = parts
    if (!meta || !media) return storageError(c, 400, 'Expected metadata and media parts.')
    const metadata = JSON.parse(meta.bytes.toString()) as Record<string, string>
    const name = c.req.query('name') ?? metadata.name
    if (!name) return storageError(c, 400, 'No object name.')
    const object: StoredObject = {
      bytes: Buffer.from(media.bytes),
      contentType:
        metadata.contentType ??
        /content-type:\s*(\S+)/i.exec(media.headers)?.[1] ??
        'application/octet-stream',
      ...(metadata.cacheControl ? { cacheControl: metadata.cacheControl } : {}),
      generation: generation++,
      created: new Date(),
    }
    objects.set(key(c.req.param('bucket'), name), object)
    return c.json(resource(c.req.param('bucket'), name, object))
  })

  // The client asks under its base URL, with or without the `/storage/v1` of the real API.
  const objectOf = (c: Context) => {
    const path = new URL(c.req.url).pathname.replace(/^\/storage\/v1/, '')
    const listing = /^\/b\/([^/]+)\/o\/?$/.exec(path)
    if (listing) return { listing: listing[1] ?? '' }
    const match = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path)
    if (!match) return { path }
    const [, bucket = '', encoded = ''] = match
    const name = decodeURIComponent(encoded)
    return { bucket, name, object: objects.get(key(bucket, name)) }
  }

  // One page at a time, as the real API pages (the client follows nextPageToken).
  const list = (c: Context, bucket: string) => {
    const prefix = c.req.query('prefix') ?? ''
    const pageSize = Number(c.req.query('maxResults') ?? LIST_PAGE)
    const names = [...objects.keys()]
      .filter((k) => k.startsWith(`${bucket}/${prefix}`))
      .map((k) => k.slice(bucket.length + 1))
      .sort()
    const start = Number(c.req.query('pageToken') ?? 0)
    const page = names.slice(start, start + pageSize)
    const next = start + pageSize < names.length ? String(start + pageSize) : null
    return c.json({
      kind: 'storage#objects',
      items: page.map((name) =>
        resource(bucket, name, objects.get(key(bucket, name)) as StoredObject),
      ),
      ...(next ? { nextPageToken: next } : {}),
    })
  }

  app.delete('*', (c) => {
    const { bucket = '', name = '', object, path } = objectOf(c)
    if (path !== undefined) return storageError(c, 404, `No route ${path} in the stand-in.`)
    if (!object) return storageError(c, 404, `No such object: ${bucket}/${name}`)
    objects.delete(key(bucket, name))
    return c.body(null, 204)
  })

  app.get('*', (c) => {
    const found = objectOf(c)
    if (found.listing !== undefined) return list(c, found.listing)
    const { bucket = '', name = '', object, path } = found
    if (path !== undefined) return storageError(c, 404, `No route ${path} in the stand-in.`)
    if (!object) return storageError(c, 404, `No such object: ${bucket}/${name}`)
    if (c.req.query('alt') === 'media')
      return c.body(new Uint8Array(object.bytes), 200, {
        'Content-Type': object.contentType,
        'X-Goog-Hash': `crc32c=${hashes(object.bytes).crc32c},md5=${hashes(object.bytes).md5Hash}`,
      })
    return c.json(resource(bucket, name, object))
  })

  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext: (times = 1) => {
      failures = times
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
