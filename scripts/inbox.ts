/**
 * The local inbox: a stand-in for the n8n webhooks while no real URLs are configured.
 * `POST /webhook/{id}` and `POST /webhook-test/{id}` take a JSON object, append it with a
 * timestamp to one JSON-lines file, log one readable line and answer 200. Anything else that
 * reaches it (a non-JSON body, an array, an oversize body) gets a 4xx and writes nothing.
 *
 * The same body posted to the same webhook again within a few minutes is answered 200 but
 * not written twice: a visitor who retries because the answer never reached them (a timeout,
 * a CORS refusal of a post that did arrive) is one lead, not two. Production webhooks should
 * do the same (README, "Going live").
 */
import { createHash } from 'node:crypto'
import { appendFile, mkdir } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname } from 'node:path'

/** Bodies above this are refused with 413 before being parsed. */
export const MAX_BODY_BYTES = 64 * 1024

export const WEBHOOK_PATH = /^\/webhook(?:-test)?\/([A-Za-z0-9_-]{1,100})\/?$/

export interface InboxRecord {
  receivedAt: string
  webhook: string
  body: Record<string, unknown>
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

function parseObject(raw: string): Record<string, unknown> {
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

function send(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(JSON.stringify(body))
}

/** A short human summary of a submission for the server log. */
export function summarize(webhook: string, body: Record<string, unknown>): string {
  const who = [body.name, body.email].filter((v) => typeof v === 'string' && v).join(' ')
  const subject = typeof body.subject === 'string' && body.subject ? ` about ${body.subject}` : ''
  return `[inbox] ${webhook}: ${who || 'anonymous'}${subject}`
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
  const keyOf = (webhook: string, body: Record<string, unknown>) =>
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

    try {
      const body = parseObject(await readBody(req))
      const receivedAt = now()
      const record: InboxRecord = {
        receivedAt: receivedAt.toISOString(),
        webhook: match[1] ?? '',
        body,
      }
      const key = keyOf(record.webhook, body)
      if (wasRecorded(key, receivedAt.getTime())) {
        log(`${summarize(record.webhook, body)} (repeated within minutes: not recorded again)`)
        send(res, 200, { ok: true, duplicate: true })
        return
      }
      await mkdir(dirname(file), { recursive: true })
      await appendFile(file, `${JSON.stringify(record)}\n`, 'utf8')
      // Remembered only once written: a failed write must not turn the retry into a "duplicate".
      recent.set(key, receivedAt.getTime())
      log(summarize(record.webhook, body))
      send(res, 200, { ok: true })
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500
      const message = error instanceof Error ? error.message : 'Unexpected error.'
      if (!res.headersSent) send(res, status, { ok: false, error: message })
    }
  }
}
