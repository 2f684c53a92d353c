import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** No answer of the API is kept by a browser or a CDN (a photo sets its own). */
export const NO_STORE = { 'Cache-Control': 'no-store' }

/** `ok` follows the status; a 401 says how to sign in. */
export function answer(c: Context, status: ContentfulStatusCode, body: Record<string, unknown>) {
  const headers: Record<string, string> = { ...NO_STORE }
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  return c.json({ ok: status < 300, ...body }, status, headers)
}

export function refuse(c: Context, status: ContentfulStatusCode, error: string, extra = {}) {
  return answer(c, status, { error, ...extra })
}

/** The 405 for a path's other methods: `allow` is "GET, POST". */
export const methodNotAllowed = (allow: string) => (c: Context) =>
  c.json({ ok: false, error: `Use ${allow}.` }, 405, { ...NO_STORE, Allow: allow })
