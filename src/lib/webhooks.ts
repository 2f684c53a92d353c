/**
 * Where the forms deliver. The URLs are configuration (decisions.md, "Test webhooks are
 * configuration"): VITE_NEWSLETTER_WEBHOOK_URL and VITE_CONTACT_WEBHOOK_URL, read at build.
 * Unset, they point at the same-origin local inbox that `npm start` serves (scripts/inbox.ts).
 *
 * Node tools (the CSP generator, the launch check) call `resolveWebhooks(process.env)` or
 * `webhookOrigins(...)`; the site reads the constants below.
 */
export interface WebhookEnv {
  VITE_NEWSLETTER_WEBHOOK_URL?: string | undefined
  VITE_CONTACT_WEBHOOK_URL?: string | undefined
}

export interface Webhooks {
  newsletter: string
  contact: string
}

/** The local inbox's paths, used when a URL is not configured. */
export const LOCAL_WEBHOOKS: Webhooks = {
  newsletter: '/webhook/newsletter',
  contact: '/webhook/contact',
}

export function resolveWebhooks(env: WebhookEnv): Webhooks {
  return {
    newsletter: env.VITE_NEWSLETTER_WEBHOOK_URL?.trim() || LOCAL_WEBHOOKS.newsletter,
    contact: env.VITE_CONTACT_WEBHOOK_URL?.trim() || LOCAL_WEBHOOKS.contact,
  }
}

/**
 * The origins a Content-Security-Policy `connect-src` must allow for the forms to deliver.
 * Same-origin (relative) URLs need none beyond 'self', so they are left out.
 */
export function webhookOrigins(webhooks: Webhooks): string[] {
  const origins = new Set<string>()
  for (const url of Object.values(webhooks)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) origins.add(new URL(url).origin)
  }
  return [...origins].sort()
}

// `?.`: Node tools import this module without Vite's import.meta.env.
export const webhooks: Webhooks = resolveWebhooks(import.meta.env ?? {})
