/**
 * The owner's office under the emulators: leads written as the lead endpoint writes them
 * (server/leads/firestoreStore.ts: admin credentials, Timestamps), the accounts, and signing in.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { Firestore } from 'firebase-admin/firestore'
import type { LocalAccount } from '../../scripts/desk/accounts'
import { Timestamp } from '../../scripts/firestore/admin'
import { expect, gotoHydrated } from './fixtures'

export interface SeedLead {
  id: string
  receivedAt: Date
  fields: Record<string, string>
  form?: 'contact' | 'newsletter'
  delivery?: 'delivered' | 'failed' | 'retrying'
  status?: string
  value?: number
}

/** A `leads` document as the lead endpoint stores it. */
export function leadDocument(lead: SeedLead) {
  const at = Timestamp.fromDate(lead.receivedAt)
  const state = lead.delivery ?? 'delivered'
  return {
    id: lead.id,
    form: lead.form ?? 'contact',
    via: 'app',
    receivedAt: at,
    fields: lead.fields,
    status: lead.status ?? 'new',
    ...(lead.value === undefined ? {} : { value: lead.value }),
    dedupeKey: `test-${lead.id}`,
    delivery:
      state === 'delivered'
        ? { state, attempts: 1, nextAttemptAt: null, lastError: null, deliveredAt: at }
        : {
            state: state === 'failed' ? 'failed' : 'pending',
            attempts: state === 'failed' ? 6 : 1,
            nextAttemptAt: state === 'failed' ? null : Timestamp.fromMillis(Date.now() + 3_600_000),
            lastError: 'n8n answered HTTP 502',
            deliveredAt: null,
          },
  }
}

export async function seedLeads(db: Firestore, leads: SeedLead[]): Promise<void> {
  // Batches of 400 (Firestore takes at most 500 writes in one).
  for (let i = 0; i < leads.length; i += 400) {
    const batch = db.batch()
    for (const lead of leads.slice(i, i + 400))
      batch.set(db.collection('leads').doc(lead.id), leadDocument(lead))
    await batch.commit()
  }
}

/**
 * A visitor's lead arriving while the office is open, through the lead endpoint itself (the
 * served harness stores into the Firestore emulator): the app's JSON post. Returns the lead's id.
 */
export async function sendLead(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/leads/contact/', { data: fields })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Signs in at `path` (`null`: the page open now), once the desk asks, and waits for Sign out. */
export async function signIn(
  page: Page,
  account: Pick<LocalAccount, 'email' | 'password'>,
  path: string | null = '/admin/',
) {
  if (path !== null) await gotoHydrated(page, path)
  await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

/** An ID token as the desk holds one once signed in: the Auth emulator's REST sign-in. */
export async function idToken(authHost: string, account: Pick<LocalAccount, 'email' | 'password'>) {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  })
  return ((await response.json()) as { idToken: string }).idToken
}

/** Presses Tab until `target` has the focus (at most `max` times): reachable by keyboard. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

/** RFC 4180 read back: quoted fields with doubled quotes and line breaks, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}
