/**
 * Where the forms deliver: the site's own lead endpoint, same origin, fixed paths, so the form's
 * `action`, the app and the CSP's `form-action 'self'` agree (docs/decisions/0014). The trailing
 * slash: Hosting would answer a POST without it with a redirect.
 */
import type { WebhookId } from './submissions'

export const leadEndpoints: Readonly<Record<WebhookId, string>> = {
  newsletter: '/api/leads/newsletter/',
  contact: '/api/leads/contact/',
}
