import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { LOCAL_EDITOR, LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { leadReceiver } from '../scripts/firestore/leadReceiver'
import { axeViolations } from './support/axe'
import { reopenTab } from './support/desk'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, gotoHydrated, horizontalOverflow, test } from './support/fixtures'
import { parseCsv, type SeedLead, seedLeads, sendLead, signIn, tabTo } from './support/office'

/**
 * The owner's office (issue 24) against the Firestore and Auth emulators, rules on: an owner
 * works a lead from arrival to won, finds it, exports the list and deletes a lead; an editor sees
 * no leads; two tabs cannot overwrite each other; offline changes are refused; the delivery
 * banner comes and goes; axe and keyboard-only use at 390 and 1280 px.
 */
const { admin, host, authHost, reset } = deskEmulators()
const leads = () => admin.db.collection('leads')
/** The notes in a lead's history, oldest first (each note is an entry of its own). */
async function notesOf(id: string): Promise<string[]> {
  const entries = await leads().doc(id).collection('activity').get()
  return entries.docs
    .map((d) => d.data())
    .filter((e) => e.kind === 'note')
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map((e) => e.text)
}

const HOUR = 3_600_000
const HOSTILE_NAME = '=HYPERLINK("http://x","y")'
const SCREENS = process.env.OFFICE_SCREENSHOTS_DIR ?? '.data/office-screens'

const ago = (hours: number) => new Date(Date.now() - hours * HOUR)
const SEED: SeedLead[] = [
  {
    id: 'lead-hostile',
    receivedAt: ago(30),
    fields: {
      name: HOSTILE_NAME,
      email: 'hostile@example.com',
      message: '<img src=x onerror=alert(1)> and <b>bold</b>',
      page: '/contact/',
    },
    status: 'contacted',
  },
  {
    id: 'lead-delete-me',
    receivedAt: ago(50),
    fields: { name: 'Forget Me', email: 'forget@example.com', message: 'Please forget me.' },
    status: 'lost',
  },
  {
    id: 'lead-newsletter',
    form: 'newsletter',
    receivedAt: ago(3),
    fields: { email: 'reader@example.com', page: '/blog/', utm_source: 'facebook' },
  },
]
/** The id the endpoint gave the arriving lead (the tests run in order). */
let arrivingId = ''
/** What a visitor sends with the contact form while the list is open. */
const ARRIVING = {
  fields: {
    name: 'Maria Alvarez',
    email: 'maria.alvarez@example.com',
    phone: '(919) 555-0142',
    subject: 'decks',
    // A shared album's link: one unbroken word wider than a phone, which the lead page wraps.
    message:
      'A 400 sq ft composite deck behind the house in Cary.\nCall after 5. Photos: https://drive.google.com/drive/folders/1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789-aBcDeFgHiJkLmNoP?usp=sharing',
    area: 'cary',
    page: '/decks/',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'fall-decks',
    gclid: 'Cj0KCQ-test',
    referrer: 'https://www.google.com/search?q=decks+cary',
  },
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_OWNER, LOCAL_EDITOR])
  await seedLeads(admin.db, SEED)
})
test.afterAll(async () => {
  await admin.close()
})

async function ownerPage(browser: Browser, options = {}): Promise<Page> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await signIn(page, LOCAL_OWNER)
  return page
}

test('an owner sees a lead arrive, works it to won, finds it, exports CSV and deletes one', async ({
  page,
  request,
}) => {
  await signIn(page, LOCAL_OWNER)
  const leadsLink = page
    .getByRole('navigation', { name: 'Desk' })
    .getByRole('link', { name: /^Leads/ })
  // The newsletter sign-up is no lead: not new, not listed (it has its own list).
  await expect(leadsLink).toHaveText('Leads')
  await leadsLink.click()
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'of 2 leads' })).toHaveText(
    '2 of 2 leads',
  )
  await expect(page.getByRole('link', { name: 'reader@example.com' })).toHaveCount(0)
  // Hostile input is text: the name as typed, the markup never an element.
  await expect(page.getByRole('link', { name: HOSTILE_NAME })).toBeVisible()
  expect(await axeViolations(page), 'lead list').toEqual([])

  // A lead arrives while the list is open: it appears, unread, without a reload.
  // n8n is up: the endpoint stores the lead, then forwards it at once.
  const n8n = await leadReceiver()
  arrivingId = await sendLead(request, ARRIVING.fields)
  const arrived = page.getByRole('link', { name: 'Maria Alvarez' })
  await expect(arrived).toBeVisible()
  await expect(leadsLink).toHaveText('Leads (1 new)')
  await expect(page.getByRole('listitem').filter({ has: arrived })).toContainText(
    'Unread, waiting under a minute',
  )

  await arrived.click()
  await expect(page.getByRole('heading', { name: 'Maria Alvarez', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute(
    'href',
    'tel:9195550142',
  )
  await expect(page.getByRole('link', { name: 'maria.alvarez@example.com' })).toHaveAttribute(
    'href',
    'mailto:maria.alvarez@example.com',
  )
  const source = page.getByRole('region', { name: 'Where it came from' })
  await expect(source).toContainText('fall-decks')
  await expect(source).toContainText('www.google.com')
  await expect(source).toContainText('Cj0KCQ-test')
  try {
    await expect(page.getByRole('region', { name: 'Email about this request' })).toContainText(
      'The email about this request was sent',
    )
    expect(n8n.got.filter((g) => g.headers['x-lead-id'] === arrivingId)).toHaveLength(1)
  } finally {
    await n8n.close()
  }
  expect(await axeViolations(page), 'a lead').toEqual([])

  // Contacted: contactedAt is stamped by the server the first time the status leaves "new".
  await page.getByLabel('Status', { exact: true }).selectOption('contacted')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  const contacted = await leads().doc(arrivingId).get()
  expect(contacted.get('status')).toBe('contacted')
  expect(contacted.get('contactedAt')).toBeTruthy()
  await expect(leadsLink).toHaveText('Leads')

  // Won, with the job's value and a note.
  await page.getByLabel('Status', { exact: true }).selectOption('won')
  await page.getByLabel('Job value (whole dollars)').fill('12,500')
  await page.getByLabel('Note').fill('Deck signed; starts Dec 8.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  const won = await leads().doc(arrivingId).get()
  expect(won.get('status')).toBe('won')
  expect(won.get('value')).toBe(12500)
  expect(await notesOf(arrivingId)).toEqual(['Deck signed; starts Dec 8.'])
  expect(won.get('contactedAt').toMillis()).toBe(contacted.get('contactedAt').toMillis())
  expect(await axeViolations(page), 'a won lead').toEqual([])

  // Found by email from the list.
  await page.getByRole('link', { name: '← All leads' }).click()
  await page.getByLabel('Search by name or email').fill('MARIA.alvarez@')
  await expect(page.getByRole('status').filter({ hasText: 'of 3 leads' })).toHaveText(
    '1 of 3 leads',
  )
  await expect(page.getByRole('link', { name: 'Maria Alvarez' })).toBeVisible()
  await page.getByLabel('Search by name or email').fill('')

  // The export: the list as filtered, read back; the hostile name cannot run as a formula.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV (3)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
  expect(text.endsWith('\r\n')).toBe(true)
  const [header, ...rows] = parseCsv(text)
  const column = (name: string) => header?.indexOf(name) ?? -1
  expect(rows).toHaveLength(3)
  expect(rows.some((r) => r[column('Email')] === 'reader@example.com')).toBe(false)
  const maria = rows.find((r) => r[column('Email')] === ARRIVING.fields.email)
  expect(maria?.[column('Status')]).toBe('Won')
  expect(maria?.[column('Value (USD)')]).toBe('12500')
  expect(maria?.[column('Message')]).toBe(ARRIVING.fields.message)
  expect(maria?.[column('Phone')]).toBe('(919) 555-0142')
  const hostile = rows.find((r) => r[column('Email')] === 'hostile@example.com')
  expect(hostile?.[column('Name')]).toBe(`'${HOSTILE_NAME}`)

  // Delete, after a confirmation whose Cancel is focused first.
  await page.getByRole('link', { name: 'Forget Me' }).click()
  await page.getByRole('button', { name: 'Delete this lead' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this lead?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await axeViolations(page), 'delete confirmation').toEqual([])
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect((await leads().doc('lead-delete-me').get()).exists).toBe(true)
  await page.getByRole('button', { name: 'Delete this lead' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/admin\/leads\/$/)
  await expect(page.getByRole('status').filter({ hasText: 'of 2 leads' })).toHaveText(
    '2 of 2 leads',
  )
  await expect(page.getByRole('link', { name: 'Forget Me' })).toHaveCount(0)
  expect((await leads().doc('lead-delete-me').get()).exists).toBe(false)

  // What brings work: the won job in this week, in the table behind the chart.
  await page.getByRole('link', { name: 'What brings work' }).click()
  await expect(page.getByRole('heading', { name: 'What brings work', level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: /Leads per week/ })).toBeVisible()
  const perSource = page.getByRole('table', { name: /per page and source/ })
  await expect(
    perSource.getByRole('row', { name: /\/decks\/ fall-decks 1 1 \$12,500/ }),
  ).toBeVisible()
  expect(await axeViolations(page), 'what brings work').toEqual([])
})

test('an editor sees no leads and no leads link; a direct visit says they are the owner’s', async ({
  page,
}) => {
  await signIn(page, LOCAL_EDITOR)
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Leads/ })).toHaveCount(0)
  await gotoHydrated(page, '/admin/leads/')
  await expect(page.getByText('Only the owner can see the leads.')).toBeVisible()
  await gotoHydrated(page, '/admin/leads/lead-hostile/')
  await expect(page.getByText('Only the owner can see the leads.')).toBeVisible()
  await expect(page.getByText('hostile@example.com')).toHaveCount(0)
  expect(await axeViolations(page), 'owner only').toEqual([])
})

test('two tabs edit one lead: the second save is refused, says what changed, overwrites nothing', async ({
  browser,
}) => {
  const [first, second] = await Promise.all([ownerPage(browser), ownerPage(browser)])
  try {
    for (const page of [first, second]) {
      await gotoHydrated(page, '/admin/leads/lead-hostile/')
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted')
    }
    // The second tab has a change of its own when the first saves: it is told at once, and its
    // change stays on screen.
    await second.getByLabel('Status', { exact: true }).selectOption('lost')
    await first.getByLabel('Status', { exact: true }).selectOption('quoted')
    await first.getByLabel('Quoted amount (whole dollars)').fill('$8,400')
    await first.getByLabel('Note').fill('Quote sent: $8,400.')
    await first.getByRole('button', { name: 'Save' }).click()
    await expect(first.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expect(
      second.getByRole('status').filter({ hasText: 'changed elsewhere (another tab or device)' }),
    ).toBeVisible()
    await expect(second.getByLabel('Status', { exact: true })).toHaveValue('lost')

    await second.getByRole('button', { name: 'Save' }).click()
    const refused = second.getByRole('alert').filter({ hasText: 'Not saved' })
    await expect(refused).toContainText('changed elsewhere')
    const conflict = refused.getByRole('region', {
      name: 'This lead was changed since you opened it',
    })
    await expect(conflict).toContainText('Where it differs from yours: Status, Quoted amount.')
    await expect(conflict).toContainText('Nothing of yours was saved over it.')
    await conflict.getByRole('button', { name: 'Compare' }).click()
    const status = conflict.getByRole('definition').nth(0)
    const quoted = conflict.getByRole('definition').nth(1)
    await expect(conflict.getByRole('term')).toHaveText(['Status', 'Quoted amount'])
    await expect(status).toHaveText(/^Yours \(not saved\)\s*Lost\s*Saved version\s*Quoted$/)
    await expect(quoted).toContainText(/Saved version\s*\$8,400$/)
    expect(await axeViolations(second), 'save refused').toEqual([])
    const stored = await leads().doc('lead-hostile').get()
    expect(stored.get('status')).toBe('quoted')
    expect(stored.get('quotedAmount')).toBe(8400)
    expect(await notesOf('lead-hostile')).toEqual(['Quote sent: $8,400.'])

    await second.getByRole('button', { name: 'Take theirs' }).click()
    await expect(second.getByLabel('Status', { exact: true })).toHaveValue('quoted')
    await expect(second.getByLabel('Quoted amount (whole dollars)')).toHaveValue('8400')
    await expect(second.getByRole('region', { name: 'History' })).toContainText(
      'Quote sent: $8,400.',
    )

    // With nothing changed in it, a tab follows a save made in the other: its form never shows an
    // old status beside the new badge.
    await first.getByLabel('Status', { exact: true }).selectOption('contacted')
    await first.getByRole('button', { name: 'Save' }).click()
    await expect(first.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expect(second.getByLabel('Status', { exact: true })).toHaveValue('contacted')
    await expect(second.getByRole('status').filter({ hasText: 'changed elsewhere' })).toHaveCount(0)
  } finally {
    await Promise.all([first.context().close(), second.context().close()])
  }
})

test('offline, a status change is refused with a message and nothing is queued', async ({
  page,
  context,
  consoleGuard,
}) => {
  // It waits out the SDK's retries (up to 20 s): under load the default 45 s ran out mid-save, and
  // a page closed mid-transaction leaves the emulator holding the document's lock.
  test.slow()
  // Firestore's requests fail while the connection is cut, and the browser says so.
  consoleGuard.allow(
    /Failed to load resource|@firebase\/firestore|WebChannelConnection|transport errored/,
  )
  // A request of its own (a newsletter sign-up is no lead), gone again at the end.
  await seedLeads(admin.db, [
    {
      id: 'lead-offline',
      receivedAt: ago(1),
      fields: { name: 'Off Line', email: 'off@example.com' },
    },
  ])
  await signIn(page, LOCAL_OWNER, '/admin/leads/lead-offline/')
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new')
  await context.setOffline(true)
  const offline = page.getByRole('alert').filter({ hasText: 'You are offline. Keep writing' })
  await expect(offline).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('contacted')
  await page.getByRole('button', { name: 'Save' }).click()
  const refused = page.getByRole('alert').filter({ hasText: 'nothing was saved or sent' })
  await expect(refused).toBeVisible()
  await context.setOffline(false)
  await expect(offline).toHaveCount(0)
  // Nor does the refused save still say the page is offline.
  await expect(refused).toHaveCount(0)
  expect((await leads().doc('lead-offline').get()).get('status')).toBe('new')

  // The browser believes it is online but Firestore is out of reach: the transaction itself fails
  // (the SDK never queues one), and the office says so.
  await page.route(`http://${host}/**`, (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /^Not saved:/ })).toBeVisible({
    timeout: 20_000,
  })
  await page.unroute(`http://${host}/**`)
  await page.reload()
  // Nothing was sent, and nothing is lost: the change is kept on this device, the lead is as stored.
  await expect(page.getByText(/Restored your unsaved changes/)).toBeVisible()
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted')
  expect((await leads().doc('lead-offline').get()).get('status')).toBe('new')
  await leads().doc('lead-offline').delete()
})

test('a note typed offline survives closing and reopening the tab', async ({
  page,
  consoleGuard,
}) => {
  // Firestore's listener fails while the connection is cut, and the browser says so.
  consoleGuard.allow(
    /Failed to load resource|@firebase\/firestore|WebChannelConnection|transport errored|ERR_INTERNET_DISCONNECTED/,
  )
  const path = '/admin/leads/lead-hostile/'
  await signIn(page, LOCAL_OWNER, path)
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Quote sent: $8,400.')
  await expect(page.getByLabel('Note')).toHaveValue('')
  await page.context().setOffline(true)
  await page.getByLabel('Note').fill('Called from the truck, no signal: visit on Tuesday.')
  await expect(page.getByText('kept on this device only, in this tab')).toBeVisible()
  const again = await reopenTab(page, consoleGuard, path, 'lead')
  await expect(again.getByLabel('Note')).toHaveValue(
    'Called from the truck, no signal: visit on Tuesday.',
  )
  expect(await notesOf('lead-hostile')).toEqual(['Quote sent: $8,400.'])
  expect(await axeViolations(again), 'the lead with its kept note').toEqual([])
  await again.getByRole('button', { name: 'Save' }).click()
  await expect(again.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  expect(await notesOf('lead-hostile')).toEqual([
    'Quote sent: $8,400.',
    'Called from the truck, no signal: visit on Tuesday.',
  ])
  await expect(again.getByLabel('Note')).toHaveValue('')
  await expect(again.getByRole('region', { name: 'History' })).toContainText(
    'Called from the truck, no signal: visit on Tuesday.',
  )
})

test('the banner says in plain words when request emails could not be sent, and goes once they are', async ({
  page,
}) => {
  await seedLeads(admin.db, [
    {
      id: 'lead-failed',
      receivedAt: ago(26),
      fields: { name: 'Failed Fred', email: 'fred@example.com' },
      delivery: 'failed',
    },
    {
      id: 'lead-retrying',
      receivedAt: ago(2),
      fields: { name: 'Retry Rita', email: 'rita@example.com' },
      delivery: 'retrying',
    },
  ])
  await signIn(page, LOCAL_OWNER)
  const banner = page.getByRole('region', { name: /could not be sent/ })
  await expect(banner).toContainText('The emails about 2 requests could not be sent')
  await expect(banner).not.toContainText(/n8n|HTTP/)
  expect(await axeViolations(page), 'posts with the banner').toEqual([])
  await banner.getByRole('link', { name: 'See them' }).click()
  await expect(page.getByLabel('Email to us not sent')).toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: 'leads' })).toHaveText(/^2 of \d+ leads$/)

  await page.getByRole('link', { name: 'Failed Fred' }).click()
  const delivery = page.getByRole('region', { name: 'Email about this request' })
  await expect(delivery).toContainText(
    'could not be sent (the email service had a problem on its side), and no more tries will be made',
  )
  // The technical detail is one tap away.
  await expect(delivery.getByText('n8n answered HTTP 502')).toBeHidden()
  await delivery.getByText('Technical detail').click()
  await expect(delivery.getByText('n8n answered HTTP 502')).toBeVisible()
  // Send again: the server (POST /api/leads/{id}/deliver, the owner's ID token checked) makes one
  // attempt to n8n's stand-in, which gets the lead once; the banner counts one fewer, live.
  const n8n = await leadReceiver()
  try {
    await delivery.getByRole('button', { name: 'Send again' }).click()
    await expect(delivery.getByText('Sent again: delivered.')).toBeVisible()
    await expect(banner).toContainText('The email about 1 request could not be sent')
    expect(n8n.got.filter((g) => g.headers['x-lead-id'] === 'lead-failed')).toHaveLength(1)
  } finally {
    await n8n.close()
  }

  // Delivered by the sweep (as the delivery module records it): the banner goes, live.
  const delivered = {
    'delivery.state': 'delivered',
    'delivery.deliveredAt': new Date(),
    'delivery.lastError': null,
  }
  await leads().doc('lead-retrying').update(delivered)
  await expect(banner).toHaveCount(0)
  await expect(delivery).toContainText('The email about this request was sent')
})

for (const [label, options] of [
  ['1280 px', {}],
  ['390 px', PHONE],
] as const)
  test(`at ${label}, keyboard only: list, filter, a lead, its save; axe 0, no overflow; screenshots`, async ({
    browser,
  }) => {
    const page = await ownerPage(browser, options)
    const wide = label === '1280 px'
    try {
      await tabTo(page, page.getByRole('link', { name: /^Leads \(/ }))
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
      expect(await axeViolations(page), 'list').toEqual([])
      expect(await horizontalOverflow(page), 'list overflow').toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${SCREENS}/list-${wide ? 1280 : 390}.png`, fullPage: true })

      await tabTo(page, page.getByLabel('Status', { exact: true }))
      await page.keyboard.press('ArrowDown') // "Any status" → "New"
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new')
      expect(await axeViolations(page), 'filtered list').toEqual([])
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Shift+Tab')
      await expect(page.getByLabel('Search by name or email')).toBeFocused()
      await page.keyboard.type('maria.alvarez@')
      const maria = page.getByRole('link', { name: 'Maria Alvarez' })
      await expect(page.getByRole('status').filter({ hasText: 'leads' })).toHaveText(/^1 of/)
      await tabTo(page, maria)
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { name: 'Maria Alvarez', level: 1 })).toBeVisible()
      expect(await axeViolations(page), 'a lead').toEqual([])
      expect(await horizontalOverflow(page), 'lead overflow').toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${SCREENS}/lead-${wide ? 1280 : 390}.png`, fullPage: true })

      const note = page.getByLabel('Note')
      await tabTo(page, note)
      await page.keyboard.press('Control+End') // after what is there, as a person adds a line
      await page.keyboard.type(` Keyboard ${label}.`)
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: 'Save' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
      expect(await notesOf(arrivingId)).toContain(`Keyboard ${label}.`)

      // A change not saved asks before leaving; the list comes back filtered as it was left.
      await note.fill(`${await note.inputValue()} Not saved.`)
      const back = page.getByRole('link', { name: '← All leads' })
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
      await back.click()
      await leave.getByRole('button', { name: 'Stay' }).click()
      await expect(note).toHaveValue(/ Not saved\.$/)
      await back.click()
      await leave.getByRole('button', { name: 'Leave and discard' }).click()
      await expect(page.getByLabel('Search by name or email')).toHaveValue('maria.alvarez@')
      await expect(page.getByRole('status').filter({ hasText: 'leads' })).toHaveText(/^1 of/)

      await gotoHydrated(page, '/admin/leads/work/')
      await expect(page.getByRole('heading', { name: 'What brings work', level: 1 })).toBeVisible()
      expect(await axeViolations(page), 'what brings work').toEqual([])
      expect(await horizontalOverflow(page), 'report overflow').toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${SCREENS}/work-${wide ? 1280 : 390}.png`, fullPage: true })
    } finally {
      await page.context().close()
    }
  })
