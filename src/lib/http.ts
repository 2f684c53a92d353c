// Every failure becomes one of the three visitor-facing messages (docs/product.md).
import axios, { type AxiosInstance, isAxiosError } from 'axios'

export const REQUEST_TIMEOUT_MS = 10_000

export { NO_RESPONSE_MESSAGE } from './httpMessages'

import { NO_RESPONSE_MESSAGE } from './httpMessages'

export type HttpFailure = 'response' | 'no-response' | 'setup'

export class HttpClientError extends Error {
  override readonly name = 'HttpClientError'
  constructor(
    message: string,
    readonly kind: HttpFailure,
    readonly status?: number,
  ) {
    super(message)
  }
}

/** Reason phrases for a server that sends none (HTTP/2), so a message never ends in a colon. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

export function toHttpClientError(error: unknown): HttpClientError {
  if (error instanceof HttpClientError) return error
  if (isAxiosError(error) && error.response) {
    const { status } = error.response
    const statusText = error.response.statusText || REASONS[status] || 'Unknown Status'
    return new HttpClientError(
      `Request failed with status ${status}: ${statusText}`,
      'response',
      status,
    )
  }
  if (isAxiosError(error) && error.request) {
    return new HttpClientError(NO_RESPONSE_MESSAGE, 'no-response')
  }
  const message = error instanceof Error ? error.message : String(error)
  return new HttpClientError(`Request setup failed: ${message}`, 'setup')
}

export interface HttpLogger {
  info: (...args: unknown[]) => void
  error: (...args: unknown[]) => void
}

export interface HttpClientOptions {
  timeout?: number
  verbose?: boolean
  logger?: HttpLogger
}

function requestLabel(method: string | undefined, url: string | undefined): string {
  // A request that failed before axios built it (a malformed URL) carries no config.
  if (!url) return 'request'
  return `${(method ?? 'get').toUpperCase()} ${url}`
}

export function createHttpClient({
  timeout = REQUEST_TIMEOUT_MS,
  verbose = Boolean(import.meta.env?.DEV),
  logger = console,
}: HttpClientOptions = {}): AxiosInstance {
  const client = axios.create({
    timeout,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  })
  client.interceptors.request.use((config) => {
    if (verbose) logger.info(`[http] → ${requestLabel(config.method, config.url)}`, config.data)
    return config
  })
  client.interceptors.response.use(
    (response) => {
      if (verbose) {
        const { config, status } = response
        logger.info(`[http] ← ${status} ${requestLabel(config.method, config.url)}`, response.data)
      }
      return response
    },
    (error: unknown) => {
      const clientError = toHttpClientError(error)
      const config = isAxiosError(error) ? error.config : undefined
      // Production logs failures only: a lost lead must leave a trace in the console.
      logger.error(
        `[http] ${requestLabel(config?.method, config?.url)} failed: ${clientError.message}`,
      )
      return Promise.reject(clientError)
    },
  )
  return client
}

export const http = createHttpClient()

export async function postJson(
  url: string,
  body: Record<string, unknown>,
  client: AxiosInstance = http,
): Promise<void> {
  await client.post(url, body)
}
