// The body is remade by photo.ts whatever it claims to be; drafts' photos are never public
// (docs/decisions/0019). No shared caches, no CORS: only the desk calls.
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MEDIA_PATH_PREFIX } from '../../src/lib/mediaAddress'
import type { Caller, OwnerVerifier } from '../leads/owners'
import { bearer } from '../leads/resend'
import { preparePhoto } from './photo'
import { type MediaStore, mediaHash } from './store'

/** Ample for a phone's full photo; the desk sends one already resized to the long edge. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
export const UPLOAD_PATH = '/api/media'
export const PHOTO_PATH = '/api/media/:hash'

export interface MediaDeps {
  media: { staff: OwnerVerifier; store: MediaStore } | null
  log?: (line: string) => void
}

const NO_STORE = { 'Cache-Control': 'no-store' }
type Status = 201 | 400 | 401 | 403 | 404 | 413 | 415 | 422 | 503

function refuse(c: Context, status: Status, error: string) {
  const headers: Record<string, string> = { ...NO_STORE }
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  return c.json({ ok: false, error }, status, headers)
}

export type MediaEnv = { Variables: { caller: Caller; store: MediaStore } }

function staffOnly(deps: MediaDeps, log: (line: string) => void): MiddlewareHandler<MediaEnv> {
  return async (c, next) => {
    const media = deps.media
    if (!media)
      return refuse(
        c,
        503,
        'Photos need the staff’s accounts: this server has none (run `npm run desk`, or use the deployed site).',
      )
    const token = bearer(c.req.header('authorization'))
    if (!token) return refuse(c, 401, 'Sign in as staff: no ID token was sent.')
    let caller: Caller | null
    try {
      caller = await media.staff.verify(token)
    } catch (error) {
      log(`[media] the sign-in could not be checked (${String(error)})`)
      return refuse(c, 503, 'The sign-in could not be checked just now. Try again.')
    }
    if (!caller) return refuse(c, 401, 'Your sign-in has expired. Sign in again.')
    if (!caller.staff)
      return refuse(c, 403, 'Only an editor or the owner, on a verified address, may use photos.')
    c.set('caller', caller)
    c.set('store', media.store)
    await next()
  }
}

export function mediaRoutes(deps: MediaDeps): Hono<MediaEnv> {
  const log = deps.log ?? console.log
  const app = new Hono<MediaEnv>({ strict: false })
  const staff = staffOnly(deps, log)

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
      const store = c.get('store')
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

  app.get(PHOTO_PATH, staff, async (c) => {
    const hash = mediaHash.safeParse(c.req.param('hash'))
    if (!hash.success) return refuse(c, 404, 'No such photo.')
    let found: Awaited<ReturnType<MediaStore['get']>>
    try {
      found = await c.get('store').get(hash.data)
    } catch (error) {
      log(`[media] ${hash.data} unreadable (${String(error)})`)
      return refuse(c, 503, 'The photo could not be read just now. Try again.')
    }
    if (!found) return refuse(c, 404, 'No such photo.')
    // Named by its content: it never changes, but only the signed-in browser may keep it.
    return c.body(new Uint8Array(found.bytes), 200, {
      'Content-Type': found.type,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  for (const [path, allow] of [
    [UPLOAD_PATH, 'POST'],
    [PHOTO_PATH, 'GET'],
  ] as const)
    app.all(path, (c) =>
      c.json({ ok: false, error: `Use ${allow}.` }, 405, { ...NO_STORE, Allow: allow }),
    )
  return app
}
