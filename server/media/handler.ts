// The body is remade by photo.ts whatever it claims to be. A photo is staff-only until published
// content uses it; then anyone may see it, before the build copies it (docs/decisions/0019, 0041).
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MEDIA_PATH_PREFIX } from '../../src/lib/mediaAddress'
import { methodNotAllowed, NO_STORE, refuse } from '../http/respond'
import { type StaffEnv, type StaffGate, staffOnly } from '../http/staffOnly'
import type { OwnerVerifier } from '../leads/owners'
import { preparePhoto } from './photo'
import { type MediaStore, mediaHash } from './store'
import type { MediaUse, MediaUses } from './uses'

/** Ample for a phone's full photo; the desk sends one already resized to the long edge. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
export const UPLOAD_PATH = '/api/media'
export const PHOTO_PATH = '/api/media/:hash'
/**
 * Hosting's CDN keeps a published photo five minutes: an unpublished one is gone from it by then.
 * A refusal is never kept, so a photo just published shows at once (0041).
 */
export const PUBLIC_CACHE = 'public, max-age=300, s-maxage=300'
const PRIVATE_CACHE = 'private, max-age=31536000, immutable'

interface Media {
  staff: OwnerVerifier
  store: MediaStore
  uses: MediaUses
}

export interface MediaDeps {
  media: Media | null
  now?: () => Date
  log?: (line: string) => void
}

type MediaEnv = StaffEnv<Media>
const GATE: StaffGate = {
  role: 'staff',
  does: 'may use photos',
  absent:
    'Photos need the staff’s accounts: this server has none (run `npm run desk`, or use the deployed site).',
}

const KIND: Record<string, string> = { 'blog-posts': 'the post', projects: 'the project' }

export function usedIn(uses: readonly MediaUse[]): string {
  return uses
    .map(
      (use) =>
        `${KIND[use.collection] ?? `a document of ${use.collection}`} “${use.title}”${use.deleted ? ' (recently deleted)' : ''}`,
    )
    .join(', ')
}

export function mediaRoutes(deps: MediaDeps): Hono<MediaEnv> {
  const log = deps.log ?? console.log
  const now = deps.now ?? (() => new Date())
  const app = new Hono<MediaEnv>({ strict: false })
  const staff = staffOnly(deps.media, (media) => media.staff, log, GATE)

  app.post(
    UPLOAD_PATH,
    staff,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: (c) =>
        refuse(
          c,
          413,
          `This photo is too large to send: the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
        ),
    }),
    async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer())
      if (!body.length) return refuse(c, 400, 'No photo was sent.')
      const photo = await preparePhoto(body)
      if (!photo.ok) return refuse(c, photo.status, photo.problem)
      const store = c.get('service').store
      try {
        if (!(await store.has(photo.hash)))
          await store.put(photo.hash, { bytes: photo.bytes, type: photo.type })
      } catch (error) {
        log(`[media] ${photo.hash} NOT STORED (${String(error)})`)
        return refuse(c, 503, 'Something went wrong on our side and the photo was not saved.')
      }
      const caller = c.get('caller')
      log(`[media] ${photo.hash} ${photo.width}×${photo.height} from ${caller.email ?? caller.uid}`)
      return c.json(
        {
          ok: true,
          hash: photo.hash,
          src: `${MEDIA_PATH_PREFIX}${photo.hash}`,
          type: photo.type,
          width: photo.width,
          height: photo.height,
        },
        201,
        NO_STORE,
      )
    },
  )

  // The library: every stored photo, newest first, with where each is used and its alt text.
  app.get(UPLOAD_PATH, staff, async (c) => {
    try {
      const media = c.get('service')
      const [stored, uses] = await Promise.all([media.store.list(), media.uses.all(now())])
      const photos = stored.map((photo) => ({
        hash: photo.hash,
        src: `${MEDIA_PATH_PREFIX}${photo.hash}`,
        type: photo.type,
        size: photo.size,
        uploadedAt: photo.uploadedAt.toISOString(),
        uses: uses.get(photo.hash) ?? [],
      }))
      return c.json({ ok: true, photos }, 200, NO_STORE)
    } catch (error) {
      log(`[media] the library could not be listed (${String(error)})`)
      return refuse(c, 503, 'The photos could not be listed just now. Try again.')
    }
  })

  // A visitor sends no token: published content's photos, else 404 (never 401: 0041).
  const visitor: MiddlewareHandler<MediaEnv> = async (c, next) => {
    if (c.req.header('authorization') !== undefined) return next()
    const hash = mediaHash.safeParse(c.req.param('hash'))
    if (!deps.media || !hash.success) return refuse(c, 404, 'No such photo.')
    try {
      if (!(await deps.media.uses.isPublic(hash.data, now())))
        return refuse(c, 404, 'No such photo.')
      const found = await deps.media.store.get(hash.data)
      if (!found) return refuse(c, 404, 'No such photo.')
      return c.body(new Uint8Array(found.bytes), 200, {
        'Content-Type': found.type,
        'Cache-Control': PUBLIC_CACHE,
        'X-Content-Type-Options': 'nosniff',
      })
    } catch (error) {
      log(`[media] ${hash.data} not served to a visitor (${String(error)})`)
      return refuse(c, 503, 'The photo could not be read just now. Try again.')
    }
  }

  app.get(PHOTO_PATH, visitor, staff, async (c) => {
    const hash = mediaHash.safeParse(c.req.param('hash'))
    if (!hash.success) return refuse(c, 404, 'No such photo.')
    let found: Awaited<ReturnType<MediaStore['get']>>
    try {
      found = await c.get('service').store.get(hash.data)
    } catch (error) {
      log(`[media] ${hash.data} unreadable (${String(error)})`)
      return refuse(c, 503, 'The photo could not be read just now. Try again.')
    }
    if (!found) return refuse(c, 404, 'No such photo.')
    // Named by its content: it never changes, but only the signed-in browser may keep it.
    return c.body(new Uint8Array(found.bytes), 200, {
      'Content-Type': found.type,
      'Cache-Control': PRIVATE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    })
  })

  // Refused while anything uses it, a recently deleted post or project included (0041).
  app.delete(PHOTO_PATH, staff, async (c) => {
    const hash = mediaHash.safeParse(c.req.param('hash'))
    if (!hash.success) return refuse(c, 404, 'No such photo.')
    const { store, uses: index } = c.get('service')
    try {
      const uses = (await index.all(now())).get(hash.data) ?? []
      if (uses.length)
        return refuse(
          c,
          409,
          `This photo is in use, so it was not deleted: ${usedIn(uses)}. Take it out of them first.`,
          { uses },
        )
      if (!(await store.delete(hash.data))) return refuse(c, 404, 'No such photo.')
    } catch (error) {
      log(`[media] ${hash.data} NOT DELETED (${String(error)})`)
      return refuse(c, 503, 'Something went wrong on our side and the photo was not deleted.')
    }
    await index
      .forget(hash.data)
      .catch((error: unknown) => log(`[media] ${hash.data} index left (${String(error)})`))
    const caller = c.get('caller')
    log(`[media] ${hash.data} deleted by ${caller.email ?? caller.uid}`)
    return c.json({ ok: true }, 200, NO_STORE)
  })

  for (const [path, allow] of [
    [UPLOAD_PATH, 'GET, POST'],
    [PHOTO_PATH, 'GET, DELETE'],
  ] as const)
    app.all(path, methodNotAllowed(allow))
  return app
}
