// Run once per transport: Node's http adapter and the browser's XMLHttpRequest (jsdom).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createHttpClient,
  HttpClientError,
  http,
  NO_RESPONSE_MESSAGE,
  postJson,
  REQUEST_TIMEOUT_MS,
} from './http'
import { refusedUrl, startTestServer, type TestServer } from './http.fixtures'

export function defineClientCases(adapter: 'http' | 'xhr'): void {
  describe(`request client over ${adapter}`, () => {
    let server: TestServer
    const logger = { info: vi.fn(), error: vi.fn() }

    beforeEach(async () => {
      server = await startTestServer()
      logger.info.mockReset()
      logger.error.mockReset()
    })
    afterEach(() => server.close())

    function client(options: { timeout?: number; verbose?: boolean } = {}) {
      const instance = createHttpClient({ verbose: false, logger, ...options })
      instance.defaults.adapter = adapter
      return instance
    }

    async function failure(url: string, options?: { timeout?: number }): Promise<HttpClientError> {
      const error = await postJson(url, { email: 'ann@example.com' }, client(options)).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(HttpClientError)
      return error as HttpClientError
    }

    it('posts the body as JSON and resolves on a 2xx answer', async () => {
      await postJson(`${server.base}/ok`, { email: 'ann@example.com' }, client())
      expect(server.received).toEqual([
        {
          method: 'POST',
          path: '/ok',
          contentType: 'application/json',
          body: '{"email":"ann@example.com"}',
        },
      ])
    })

    it('logs each request and response when verbose, and nothing on success otherwise', async () => {
      await postJson(`${server.base}/ok`, { email: 'a@b.co' }, client({ verbose: true }))
      expect(logger.info.mock.calls.map((call) => call[0])).toEqual([
        `[http] → POST ${server.base}/ok`,
        `[http] ← 200 POST ${server.base}/ok`,
      ])
      logger.info.mockReset()
      await postJson(`${server.base}/ok`, { email: 'a@b.co' }, client({ verbose: false }))
      expect(logger.info).not.toHaveBeenCalled()
      expect(logger.error).not.toHaveBeenCalled()
    })

    it('names the status and its text when the server answers 500', async () => {
      const error = await failure(`${server.base}/fail`)
      expect(error.message).toBe('Request failed with status 500: Internal Server Error')
      expect(error.status).toBe(500)
      expect(error.kind).toBe('response')
      expect(logger.error).toHaveBeenCalledWith(
        `[http] POST ${server.base}/fail failed: Request failed with status 500: Internal Server Error`,
      )
    })

    it('uses the status text the server sent, not a stock one', async () => {
      const error = await failure(`${server.base}/inactive`)
      expect(error.message).toBe('Request failed with status 503: Workflow Inactive')
    })

    it('says no response came when the connection is refused', async () => {
      const error = await failure(await refusedUrl())
      expect(error.message).toBe(NO_RESPONSE_MESSAGE)
      expect(error.message).toBe('No response received from server. Check your network connection.')
      expect(error.kind).toBe('no-response')
    })

    it('reports a malformed URL as a setup failure', async () => {
      const error = await failure('http://[')
      expect(error.message).toBe('Request setup failed: Invalid URL')
      expect(error.kind).toBe('setup')
      expect(server.received).toEqual([])
    })

    it('gives up on a server that never answers once the timeout passes', async () => {
      const started = Date.now()
      const error = await failure(`${server.base}/silent`, { timeout: 300 })
      expect(Date.now() - started).toBeGreaterThanOrEqual(290)
      expect(error.message).toBe(NO_RESPONSE_MESSAGE)
      expect(server.received.map((r) => r.path)).toEqual(['/silent'])
    })

    it('waits 10000 ms by default', () => {
      expect(REQUEST_TIMEOUT_MS).toBe(10_000)
      expect(http.defaults.timeout).toBe(10_000)
      expect(createHttpClient().defaults.timeout).toBe(10_000)
    })
  })
}
