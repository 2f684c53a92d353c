import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { launchGuard } from './guard'

const READY = {
  VITE_SITE_URL: 'https://www.oakandemberoutdoor.com',
  VITE_NEWSLETTER_WEBHOOK_URL: 'https://automation.oakandemberoutdoor.com/webhook/newsletter-7f3a',
  VITE_CONTACT_WEBHOOK_URL: 'https://automation.oakandemberoutdoor.com/webhook/contact-91bc',
  VITE_FIREBASE_API_KEY: 'test-key',
  VITE_FIREBASE_PROJECT_ID: 'oak-ember-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
}

function resolve(flag: string | undefined, env: Record<string, string | undefined>) {
  const hook = launchGuard(flag).configResolved
  if (typeof hook !== 'function') throw new Error('no configResolved hook')
  return () => hook.call({} as never, { env } as unknown as ResolvedConfig)
}

describe('launchGuard', () => {
  it('stops a launch build whose forms would post to the local inbox', () => {
    const { VITE_CONTACT_WEBHOOK_URL: _unset, ...env } = READY
    expect(resolve('1', env)).toThrow(/VITE_CONTACT_WEBHOOK_URL is unset/)
  })

  it('stops a launch build pointed at a test webhook', () => {
    const env = { ...READY, VITE_NEWSLETTER_WEBHOOK_URL: 'https://n8n.example.org/webhook-test/x' }
    expect(resolve('1', env)).toThrow(/webhook-test/)
  })

  it('lets a launch build with complete settings through', () => {
    expect(resolve('1', READY)).not.toThrow()
  })

  it('leaves ordinary builds (the repository defaults) alone', () => {
    expect(resolve(undefined, {})).not.toThrow()
  })
})
