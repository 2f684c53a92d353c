import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { launchGuard } from './guard'

/** The build's settings, as Vite resolves them (config.env: VITE_* only). */
const READY = {
  VITE_SITE_URL: 'https://www.oakandemberoutdoor.com',
  VITE_FIREBASE_API_KEY: 'test-key',
  VITE_FIREBASE_PROJECT_ID: 'oak-ember-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
}

/** The server's settings, from the build's process environment. */
const SERVER = {
  LEAD_FORWARD_URL: 'https://automation.oakandemberoutdoor.com/webhook/leads-7f3a',
  LEAD_FORWARD_SECRET: '3f9c1e7a5b2d8f4061c9e3a7b5d1f8e2',
}

function resolve(
  flag: string | undefined,
  env: Record<string, string | undefined>,
  environment: Record<string, string | undefined> = SERVER,
) {
  const hook = launchGuard(flag, environment).configResolved
  if (typeof hook !== 'function') throw new Error('no configResolved hook')
  return () => hook.call({} as never, { env } as unknown as ResolvedConfig)
}

describe('launchGuard', () => {
  it('stops a launch build whose leads would never be forwarded', () => {
    const { LEAD_FORWARD_URL: _unset, ...environment } = SERVER
    expect(resolve('1', READY, environment)).toThrow(/LEAD_FORWARD_URL is unset/)
    expect(resolve('1', READY, { ...SERVER, LEAD_FORWARD_SECRET: 'short' })).toThrow(
      /LEAD_FORWARD_SECRET has 5 characters/,
    )
  })

  it('stops a launch build pointed at a test webhook', () => {
    const environment = { ...SERVER, LEAD_FORWARD_URL: 'https://n8n.example.org/webhook-test/x' }
    expect(resolve('1', READY, environment)).toThrow(/webhook-test/)
  })

  it('reads the forwarding settings from the environment, not from the build settings', () => {
    expect(resolve('1', { ...READY, ...SERVER }, {})).toThrow(/LEAD_FORWARD_URL is unset/)
  })

  it('lets a launch build with complete settings through', () => {
    expect(resolve('1', READY)).not.toThrow()
  })

  it('leaves ordinary builds (the repository defaults) alone', () => {
    expect(resolve(undefined, {})).not.toThrow()
  })
})
