// Fixed same-origin paths, so `action`, the app and CSP `form-action 'self'` agree (decision 0014);
// with the trailing slash, as Hosting answers a POST without it with a redirect.
import type { WebhookId } from './submissions'

export const leadEndpoints: Readonly<Record<WebhookId, string>> = {
  newsletter: '/api/leads/newsletter/',
  contact: '/api/leads/contact/',
}
