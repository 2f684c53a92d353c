import { describe, expect, it } from 'vitest'
import { HttpClientError, toHttpClientError } from './http'
import { defineClientCases } from './http.cases'

defineClientCases('http')

describe('toHttpClientError', () => {
  it('fills in the reason phrase when the server sent none (HTTP/2)', async () => {
    const { AxiosError } = await import('axios')
    const error = new AxiosError(
      'x',
      'ERR_BAD_RESPONSE',
      undefined,
      {},
      {
        status: 404,
        statusText: '',
        data: '',
        headers: {},
        config: {} as never,
      },
    )
    expect(toHttpClientError(error).message).toBe('Request failed with status 404: Not Found')
  })

  it('passes an HttpClientError through and wraps anything else as a setup failure', () => {
    const known = new HttpClientError('x', 'setup')
    expect(toHttpClientError(known)).toBe(known)
    expect(toHttpClientError(new TypeError('bad header')).message).toBe(
      'Request setup failed: bad header',
    )
  })
})
