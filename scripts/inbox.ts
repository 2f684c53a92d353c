/**
 * The local inbox: a stand-in for the n8n webhooks while no real URLs are configured.
 * `POST /webhook/{id}` and `POST /webhook-test/{id}` (id `newsletter` or `contact`) take either
 * the app's JSON or a browser's own form post (`application/x-www-form-urlencoded`, sent when the
 * app is not running), clean it with the webhook's field list (src/lib/submissions.ts: known
 * fields only, trimmed, capped), append it with a timestamp and how it came (`via`) to one
 * JSON-lines file, and log one readable line. JSON is answered 200; a form post 303 to the flow's
 * confirmation page (fixed per webhook). A filled honeypot is answered the same and not written.
 * Anything else (a body that does not parse, a missing required field, an oversize body) gets a
 * 4xx and writes nothing: JSON for the app, a short page in the site's words for a person.
 *
 * The same body posted to the same webhook again within a few minutes is answered as a success
 * but not written twice: a visitor who retries because the answer never reached them (a timeout,
 * a CORS refusal of a post that did arrive) is one lead, not two. Production webhooks should
 * do the same (README, "Going live").
 */
import { createHash } from 'node:crypto'
import { appendFile, mkdir } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname } from 'node:path'
import { site } from '../src/content/site'
import { withQuoteMessage } from '../src/lib/quoteMessage'
import {
  CONFIRMATION_PATHS,
  cleanSubmission,
  isWebhookId,
  type WebhookId,
} from '../src/lib/submissions'

/** Bodies above this are refused with 413 before being parsed. */
export const MAX_BODY_BYTES = 64 * 1024

/** The site's lead endpoint, and the old webhook paths kept as its aliases for open tabs. */
export const WEBHOOK_PATH = /^\/(?:api\/leads|webhook(?:-test)?)\/([A-Za-z0-9_-]{1,100})\/?$/

/** How a submission came: the app's JSON, or the browser's own post of the HTML form. */
export type Via = 'app' | 'html'

export interface InboxRecord {
  receivedAt: string
  webhook: WebhookId
  via: Via
  body: Record<string, string>
}

/** How long an identical submission counts as a retry of the first. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
/** Recent submissions remembered at most (oldest forgotten first), so memory stays bounded. */
const MAX_REMEMBERED = 10_000

export interface InboxOptions {
  file: string
  log?: (line: string) => void
  now?: () => Date
  duplicateWindowMs?: number
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > MAX_BODY_BYTES) {
      reject(new HttpError(413, `Body too large: the limit is ${MAX_BODY_BYTES} bytes.`))
      req.resume()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, `Body too large: the limit is ${MAX_BODY_BYTES} bytes.`))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function parseJson(raw: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    throw new HttpError(400, 'Body must be JSON.')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'Body must be a JSON object.')
  }
  return value as Record<string, unknown>
}

/** A form post's fields; a repeated name keeps its first value, as the forms never repeat one. */
function parseForm(raw: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(raw)) if (!(name in fields)) fields[name] = value
  return fields
}

/** Which encoding the request declares: a form post, or JSON (the default, as n8n's). */
function encodingOf(req: IncomingMessage): Via {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'multipart/form-data')
    throw new HttpError(415, 'Send the form URL-encoded (the default), not as multipart.')
  return type === 'application/x-www-form-urlencoded' ? 'html' : 'app'
}

function send(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(JSON.stringify(body))
}

/** After a form post: on to the flow's confirmation page, a GET (303), never back to the post. */
function redirect(res: ServerResponse, webhook: WebhookId): void {
  res.writeHead(303, { Location: CONFIRMATION_PATHS[webhook], 'Cache-Control': 'no-store' })
  res.end()
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * What a person sees when their form post is refused: what went wrong, that nothing was sent,
 * and the way back. Only reached without the app (the browser checks the fields first), so rare.
 */
function refusalPage(status: number, problem: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Not sent | ${escapeHtml(site.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Your form was not sent</h1><p>${escapeHtml(problem)}</p><p>Please go back, check the form and send it again, or call us at <a href="tel:${site.phone.tel}">${site.phone.display}</a>.</p><p><a href="/">Go to the home page</a></p><!-- ${status} --></body></html>`
}

function refuse(res: ServerResponse, via: Via, status: number, problem: string): void {
  if (via === 'app') {
    send(res, status, { ok: false, error: problem })
    return
  }
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(refusalPage(status, problem))
}

/** A short human summary of a submission for the server log. */
export function summarize(webhook: string, body: Record<string, string>, via?: Via): string {
  const who = [body.name, body.email].filter(Boolean).join(' ')
  const subject = body.subject ? ` about ${body.subject}` : ''
  const how = via === 'html' ? ' (form post, no app)' : ''
  return `[inbox] ${webhook}: ${who || 'anonymous'}${subject}${how}${sourceOf(body)}`
}

/** Where the lead came from, for the log: " from /page/ via google / cpc / spring, bing.com". */
function sourceOf(body: Record<string, string>): string {
  const campaign = [body.utm_source, body.utm_medium, body.utm_campaign].filter(Boolean).join(' / ')
  const via = [campaign, body.gclid ? 'gclid' : '', body.referrer].filter(Boolean).join(', ')
  return `${body.page ? ` from ${body.page}` : ''}${via ? ` via ${via}` : ''}`
}

/**
 * Connect-style middleware. Requests that are not webhook calls pass through to `next`.
 */
export function createInbox({
  file,
  log = console.log,
  now = () => new Date(),
  duplicateWindowMs = DUPLICATE_WINDOW_MS,
}: InboxOptions) {
  /** Hash of each recent submission → when it was recorded (ms); insertion-ordered. */
  const recent = new Map<string, number>()
  const keyOf = (webhook: string, body: Record<string, string>) =>
    createHash('sha256')
      .update(`${webhook}\n${JSON.stringify(body)}`)
      .digest('base64')

  function wasRecorded(key: string, at: number): boolean {
    for (const [old, time] of recent) {
      if (at - time <= duplicateWindowMs && recent.size <= MAX_REMEMBERED) break
      recent.delete(old)
    }
    return recent.has(key)
  }

  return async function inbox(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const path = (req.url ?? '').split('?')[0] ?? ''
    const match = WEBHOOK_PATH.exec(path)
    if (!match) return next()

    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: 'POST, OPTIONS' })
      res.end()
      return
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS')
      send(res, 405, { ok: false, error: 'Use POST.' })
      return
    }

    let via: Via = 'app'
    try {
      via = encodingOf(req)
      const id = match[1] ?? ''
      if (!isWebhookId(id)) throw new HttpError(404, `No webhook named ${id}.`)
      const raw = await readBody(req)
      const fields = via === 'html' ? parseForm(raw) : parseJson(raw)
      // A quote request posted without the app has no message: write it as the app would.
      const cleaned = cleanSubmission(id, id === 'contact' ? withQuoteMessage(fields) : fields)
      if (!cleaned.ok) throw new HttpError(422, `Not sent: ${cleaned.problems.join(', ')}.`)
      const answer = () => (via === 'html' ? redirect(res, id) : send(res, 200, { ok: true }))
      if (cleaned.bot) {
        // A bot sees a success and learns nothing; nothing is written.
        answer()
        return
      }
      const receivedAt = now()
      const record: InboxRecord = {
        receivedAt: receivedAt.toISOString(),
        webhook: id,
        via,
        body: cleaned.body,
      }
      // The body alone is the lead: the same answers sent once by the app and once by the
      // browser (a retry) are one lead.
      const key = keyOf(id, cleaned.body)
      if (wasRecorded(key, receivedAt.getTime())) {
        log(`${summarize(id, cleaned.body, via)} (repeated within minutes: not recorded again)`)
        if (via === 'html') redirect(res, id)
        else send(res, 200, { ok: true, duplicate: true })
        return
      }
      await mkdir(dirname(file), { recursive: true })
      await appendFile(file, `${JSON.stringify(record)}\n`, 'utf8')
      // Remembered only once written: a failed write must not turn the retry into a "duplicate".
      recent.set(key, receivedAt.getTime())
      log(summarize(id, cleaned.body, via))
      answer()
    } catch (error) {
      // Our own failures (a write that failed) are not the sender's to read about.
      const [status, message] =
        error instanceof HttpError
          ? [error.status, error.message]
          : [500, 'Something went wrong on our side: nothing was stored.']
      if (!res.headersSent) refuse(res, via, status, message)
    }
  }
}
