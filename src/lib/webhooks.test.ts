import { describe, expect, it } from 'vitest'
import { LOCAL_WEBHOOKS, resolveWebhooks, webhookOrigins } from './webhooks'

describe('webhook settings', () => {
  it('falls back to the local inbox when unset or blank', () => {
    expect(resolveWebhooks({})).toEqual(LOCAL_WEBHOOKS)
    expect(
      resolveWebhooks({ VITE_NEWSLETTER_WEBHOOK_URL: ' ', VITE_CONTACT_WEBHOOK_URL: '' }),
    ).toEqual({ newsletter: '/webhook/newsletter', contact: '/webhook/contact' })
  })

  it('uses the configured URLs and lists their origins for the CSP', () => {
    const configured = resolveWebhooks({
      VITE_NEWSLETTER_WEBHOOK_URL: 'https://n8n.example.com/webhook/abc',
      VITE_CONTACT_WEBHOOK_URL: 'https://hooks.example.net:8443/webhook/def',
    })
    expect(configured.contact).toBe('https://hooks.example.net:8443/webhook/def')
    expect(webhookOrigins(configured)).toEqual([
      'https://hooks.example.net:8443',
      'https://n8n.example.com',
    ])
  })

  it('needs no extra origin for the same-origin inbox, and lists a shared origin once', () => {
    expect(webhookOrigins(LOCAL_WEBHOOKS)).toEqual([])
    expect(
      webhookOrigins({
        newsletter: 'https://n8n.example.com/webhook/a',
        contact: 'https://n8n.example.com/webhook/b',
      }),
    ).toEqual(['https://n8n.example.com'])
  })
})
