/**
 * What the form tests share: where each form lives, the local inbox of the e2e server, and
 * small probes (lead requests seen, message colour, fault injection).
 */
import { join } from 'node:path'
import { type BrowserContext, expect, type Locator, type Page, type Route } from '@playwright/test'
import { E2E_INBOX } from '../../playwright.config'
import { readLeadLines } from '../../server/leads/jsonlStore'
import { leadEndpoints } from '../../src/lib/leadEndpoints'

export const NO_RESPONSE = 'No response received from server. Check your network connection.'

export interface SubscribeCase {
  formId: string
  path: string
  button: string
}

/** Every sign-up, on a page that shows it. */
export const SUBSCRIBE_FORMS: SubscribeCase[] = [
  { formId: 'footer-subscribe', path: '/faq/', button: 'Subscribe' },
  { formId: 'home-signup', path: '/', button: 'Subscribe' },
  { formId: 'landing-signup', path: '/landing-page/', button: 'Get Info' },
  { formId: 'blog-newsletter', path: '/blog/', button: 'Subscribe' },
]

export interface ContactCase {
  formId: 'contact' | 'quick-contact'
  path: string
  button: string
}

/** Every contact form, on every page that shows it. */
export const CONTACT_FORMS: ContactCase[] = [
  { formId: 'contact', path: '/', button: 'Send Message' },
  { formId: 'contact', path: '/services/', button: 'Send Message' },
  { formId: 'quick-contact', path: '/contact-us/', button: 'Get Started, Now!' },
  { formId: 'quick-contact', path: '/about-us/', button: 'Get Started, Now!' },
]

/** Playwright route patterns of the site's lead endpoint, per form. */
export const LEAD_ROUTE = {
  newsletter: `**${leadEndpoints.newsletter}`,
  contact: `**${leadEndpoints.contact}`,
}

/** A post to the site's lead endpoint (any form). */
const isLeadPost = (url: string) => new URL(url).pathname.startsWith('/api/leads/')

export function formOf(page: Page, formId: string): Locator {
  return page.locator(`form[data-form="${formId}"]`)
}

/** An address no other test (or earlier run) uses, so its inbox records are its own. */
export function uniqueEmail(tag: string): string {
  const salt = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return `${tag}-${salt}@example.com`
}

export interface InboxEntry {
  webhook: string
  body: Record<string, unknown>
}

export interface InboxRecord extends InboxEntry {
  via: 'app' | 'html'
}

/**
 * The leads of a leads file (server/leads/jsonlStore.ts) whose fields carry this email, with how
 * each came: what the form tests call the inbox.
 */
export function inboxRecords(email: string, file = join(process.cwd(), E2E_INBOX)): InboxRecord[] {
  return readLeadLines(file)
    .flatMap((line) => (line.type === 'lead' ? [line] : []))
    .filter((lead) => lead.fields.email === email)
    .map(({ form, via, fields }) => ({ webhook: form, via, body: fields }))
}

/** The inbox records whose body carries this email (tests run in parallel on one file). */
export function inboxFor(email: string): InboxEntry[] {
  return inboxRecords(email).map(({ webhook, body }) => ({ webhook, body }))
}

/**
 * The bodies of the posts the page makes to the lead endpoint from now on, as sent (the app's
 * JSON, or the browser's form post decoded). The inbox stores them cleaned (src/lib/submissions.ts).
 */
export function webhookPayloads(page: Page): Record<string, unknown>[] {
  const payloads: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (!isLeadPost(request.url()) || request.method() !== 'POST' || request.redirectedFrom())
      return
    const type = request.headers()['content-type'] ?? ''
    const data = request.postData() ?? ''
    payloads.push(
      type.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(data))
        : (JSON.parse(data) as Record<string, unknown>),
    )
  })
  return payloads
}

/**
 * Counts the posts the page itself makes to the lead endpoint from now on (a redirect a test
 * injects is the same post, not another one). This, not the inbox, proves "sent once": the
 * inbox also drops an identical repeat.
 */
export function countWebhookRequests(page: Page): () => number {
  let count = 0
  page.on('request', (request) => {
    if (isLeadPost(request.url()) && request.method() === 'POST' && !request.redirectedFrom())
      count += 1
  })
  return () => count
}

/** 'red', 'green' or the colour itself, from a computed CSS colour (oklch or rgb). */
export function colourName(css: string): string {
  let hue: number | undefined
  const oklch = /^oklch\(\s*[\d.]+%?\s+([\d.]+)\s+([\d.]+)/.exec(css)
  if (oklch) {
    if (Number(oklch[1]) < 0.04) return css
    hue = Number(oklch[2])
  } else {
    const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css)
    if (!rgb) return css
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number]
    const max = Math.max(r, g, b)
    const min = Math.min(r, g, b)
    if (max - min < 20) return css
    if (max === r) hue = (60 * ((g - b) / (max - min)) + 360) % 360
    else if (max === g) hue = 60 * ((b - r) / (max - min)) + 120
    else hue = 60 * ((r - g) / (max - min)) + 240
  }
  if (hue <= 45 || hue >= 340) return 'red'
  if (hue >= 100 && hue <= 180) return 'green'
  return css
}

export async function colourOf(locator: Locator): Promise<string> {
  return colourName(await locator.evaluate((el) => getComputedStyle(el).color))
}

export type Fault = '500' | '404' | 'aborted' | 'timeout' | 'cors' | 'answer-lost' | 'offline'

export const FAULTS: { fault: Fault; reason: string }[] = [
  { fault: '500', reason: 'Request failed with status 500: Internal Server Error' },
  { fault: '404', reason: 'Request failed with status 404: Not Found' },
  { fault: 'aborted', reason: NO_RESPONSE },
  { fault: 'timeout', reason: NO_RESPONSE },
  { fault: 'cors', reason: NO_RESPONSE },
  { fault: 'answer-lost', reason: NO_RESPONSE },
  { fault: 'offline', reason: NO_RESPONSE },
]

/**
 * Breaks the way to one form's lead endpoint in the given manner; the returned function heals it.
 *
 * 'cors' redirects the post to another origin (127.0.0.1 for a page on localhost), so the browser
 * itself applies CORS and refuses the answer, which carries no Access-Control-Allow-Origin; the
 * endpoint refuses a cross-site post anyway (decision 0036), so nothing is recorded.
 * 'answer-lost': the post reaches the endpoint and is kept, but its answer never reaches the
 * page, so the visitor sees a failure for a lead that arrived, and the retry must not make it two.
 */
export async function injectFault(
  page: Page,
  context: BrowserContext,
  webhook: keyof typeof LEAD_ROUTE,
  fault: Fault,
): Promise<() => Promise<void>> {
  const pattern = LEAD_ROUTE[webhook]
  if (fault === 'offline') {
    await context.setOffline(true)
    return () => context.setOffline(false)
  }
  const foreign = (url: string) => {
    const moved = new URL(url)
    moved.hostname = '127.0.0.1'
    // A path the inbox does not serve: the static server answers, without CORS headers.
    moved.pathname = '/cors-refused/'
    return moved.href
  }
  const handler = async (route: Route) => {
    const url = route.request().url()
    switch (fault) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
      case '404':
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'no such hook' })
      case 'aborted':
        return route.abort('connectionaborted')
      case 'cors':
        return route.fulfill({ status: 307, headers: { location: foreign(url) } })
      case 'answer-lost':
        await route.fetch()
        return route.abort('connectionreset')
      case 'timeout':
        // Never answered: only the client's own timeout ends it.
        return
    }
  }
  await page.route(pattern, handler)
  return () => page.unroute(pattern, handler)
}

/** Console messages a fault provokes on purpose (docs/product.md, "Console errors"). */
export const FAULT_CONSOLE = [
  /^\[http\] POST \S+ failed: /,
  /Failed to load resource/,
  /blocked by CORS policy/,
]

/**
 * Brings a form into view and waits until the app has taken it over (it sets data-ready). Forms
 * below the fold hydrate when they come near the viewport (src/app/deferred.tsx); until then they
 * are plain HTML forms that the browser would post itself.
 */
export async function showForm(form: Locator): Promise<Locator> {
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-ready', 'true')
  return form
}
