/**
 * Where the forms deliver: the site's own lead endpoint, on the same origin as the page (issue 23).
 * The server behind it stores each lead before it forwards it to the automation host; the
 * automation host's address and secret are server-side settings (LEAD_FORWARD_URL,
 * LEAD_FORWARD_SECRET) that never reach the browser. Fixed paths, not configuration: the same in
 * every build, so the HTML form's `action` and the app's request always agree, and each page's
 * Content-Security-Policy needs no origin beyond 'self' (`form-action 'self'`).
 *
 * With a trailing slash, like every path of the site: Firebase Hosting's `trailingSlash` would
 * answer a POST to the path without it with a redirect.
 */
import type { WebhookId } from './submissions'

export const leadEndpoints: Readonly<Record<WebhookId, string>> = {
  newsletter: '/api/leads/newsletter/',
  contact: '/api/leads/contact/',
}
