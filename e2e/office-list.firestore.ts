import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { LOCAL_EDITOR, LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { toEasternInput } from '../src/admin/eastern'
import { axeViolations } from './support/axe'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, horizontalOverflow, test } from './support/fixtures'
import { parseCsv, type SeedLead, seedLeads, signIn } from './support/office'

/**
 * The office as the owner's list (issue 45, item 5), on a 390 px phone against the emulators: the
 * owner lands on the leads, every tab in view; each filter lives in the address; a row of "What
 * brings work" opens the list so filtered; newsletter subscribers are a list of their own; the
 * totals; the CSV in the forms' words, phones as typed, named after its filter.
 */
const { admin, authHost, reset } = deskEmulators()
const DAY_MS = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY_MS)
const easternDay = (date: Date) => toEasternInput(date).slice(0, 10)
const HOSTILE = '=HYPERLINK("http://x","y")'

const SEED: SeedLead[] = [
  {
    id: 'lead-houzz',
    receivedAt: ago(2),
    fields: {
      name: 'Hana Park',
      email: 'hana@example.com',
      phone: '+1 919-555-0100',
      subject: 'patios-decks',
      message: 'A patio off the kitchen.',
      area: 'chapel-hill',
      project: 'patio',
      page: '/quote/',
      referrer: 'https://www.houzz.com/pro/oak-and-ember',
    },
    status: 'won',
    value: 18_000,
  },
  {
    id: 'lead-nextdoor',
    receivedAt: ago(5),
    fields: {
      name: 'Ned Door',
      email: 'ned@example.com',
      phone: '919-555-0111',
      message: 'A deck, please.',
      area: 'cary',
      project: 'deck',
      page: '/patios/',
      utm_source: 'nextdoor',
      utm_campaign: 'spring-patios',
    },
    status: 'quoted',
  },
  {
    id: 'lead-old',
    receivedAt: ago(40),
    fields: { name: HOSTILE, email: 'old@example.com', message: 'Hi', area: 'raleigh' },
    status: 'lost',
  },
  {
    id: 'lead-new',
    receivedAt: ago(0.05),
    fields: {
      name: 'Nina New',
      email: 'nina@example.com',
      message: 'Call me.',
      page: '/contact/',
      utm_campaign: 'spring-patios',
    },
  },
  ...(
    [
      ['sub-reader', 'reader@example.com', 3],
      ['sub-reader-again', 'Reader@example.com', 1],
      ['sub-second', 'second@example.com', 10],
    ] as const
  ).map(([id, email, days]) => ({
    id,
    form: 'newsletter' as const,
    receivedAt: ago(days),
    fields: { email, page: '/blog/' },
  })),
]

const nav = (page: Page) => page.getByRole('navigation', { name: 'Desk' })
const count = (page: Page) => page.getByRole('status').filter({ hasText: /of \d+ leads/ })
const query = (page: Page) => new URL(page.url()).searchParams

async function csvOf(download: Download) {
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
  const [header = [], ...rows] = parseCsv(text)
  return { rows, cell: (row: string[] | undefined, name: string) => row?.[header.indexOf(name)] }
}

test.use(PHONE)
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_OWNER, LOCAL_EDITOR])
  await seedLeads(admin.db, SEED)
  // The quoted amount, as the office saves it from "Quoted" (decision 0046).
  await admin.db.collection('leads').doc('lead-nextdoor').update({ quotedAmount: 8_400 })
})
test.afterAll(async () => {
  await admin.close()
})

test('the owner lands on Leads, an editor on Posts; at 390 and 320 px every tab is in view', async ({
  page,
  browser,
}) => {
  await signIn(page, LOCAL_OWNER)
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/leads\/$/)
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 740 })
    const links = nav(page).getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(8)
    for (const link of await links.all()) {
      const box = await link.boundingBox()
      expect(box, await link.innerText()).not.toBeNull()
      expect(box?.x ?? -1, `${await link.innerText()} at ${width} px`).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width)
    }
    expect(await horizontalOverflow(page), `list at ${width} px`).toBeLessThanOrEqual(0)
  }
  // Posts stays Posts once chosen: only the first address of a visit turns into the leads.
  await nav(page).getByRole('link', { name: 'Posts', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/$/)

  const editor = await (await browser.newContext(PHONE)).newPage()
  try {
    await signIn(editor, LOCAL_EDITOR)
    await expect(editor.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
    await expect(editor).toHaveURL(/\/admin\/$/)
    await expect(nav(editor).getByRole('link', { name: /Leads|Subscribers/ })).toHaveCount(0)
  } finally {
    await editor.context().close()
  }
})

test('each filter lives in the address: chosen, reloaded, shared, and back again', async ({
  page,
}) => {
  await signIn(page, LOCAL_OWNER)
  await expect(count(page)).toHaveText('4 of 4 leads')
  // On a phone the filters take under 300 px: search and status, the others a tap away.
  const top = async (name: string) => (await page.getByText(name).boundingBox())?.y ?? 0
  expect((await top('4 of 4 leads')) - (await top('Search by name or email'))).toBeLessThan(300)
  await expect(page.getByLabel('Form', { exact: true })).toBeHidden()
  await page.getByText('More filters', { exact: true }).click()

  await page.getByLabel('Status', { exact: true }).selectOption('won')
  await expect(count(page)).toHaveText('1 of 4 leads')
  expect(query(page).get('status')).toBe('won')
  await page.getByLabel('Status', { exact: true }).selectOption('all')

  await page.getByLabel('Form', { exact: true }).selectOption('quote')
  await expect(count(page)).toHaveText('2 of 4 leads')
  expect(query(page).get('form')).toBe('quote')
  await page.getByLabel('Form', { exact: true }).selectOption('all')

  // A referrer alone is a source: Houzz, not "none".
  await page.getByLabel('Source', { exact: true }).selectOption('houzz.com')
  await expect(count(page)).toHaveText('1 of 4 leads')
  await expect(page.getByRole('link', { name: 'Hana Park' })).toBeVisible()
  expect(query(page).get('source')).toBe('houzz.com')
  await page.getByLabel('Source', { exact: true }).selectOption('none')
  await expect(count(page)).toHaveText('1 of 4 leads')
  await expect(page.getByRole('link', { name: HOSTILE })).toBeVisible()
  await page.getByLabel('Source', { exact: true }).selectOption('')

  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Chapel Hill' })
  await expect(count(page)).toHaveText('1 of 4 leads')
  expect(query(page).get('city')).toBe('chapel-hill')
  await page.getByLabel('City', { exact: true }).selectOption('')

  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Deck' })
  await expect(count(page)).toHaveText('1 of 4 leads')
  expect(query(page).get('project')).toBe('deck')
  await page.getByLabel('Project', { exact: true }).selectOption('')

  // The last 7 days, in the business's days: all but the 40-day-old lead.
  const from = easternDay(ago(7))
  const to = easternDay(new Date())
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByLabel('To', { exact: true }).fill(to)
  await expect(count(page)).toHaveText('3 of 4 leads')
  expect(query(page).get('from')).toBe(from)
  expect(query(page).get('to')).toBe(to)
  expect(await axeViolations(page), 'filtered list').toEqual([])
  expect(await horizontalOverflow(page), 'filtered list').toBeLessThanOrEqual(0)

  // Bookmarked: the address alone gives the same list, and the filters say so.
  await page.goto(`/admin/leads/?from=${from}&to=${to}&source=nextdoor`)
  await expect(count(page)).toHaveText('1 of 4 leads')
  await expect(page.getByRole('link', { name: 'Ned Door' })).toBeVisible()
  await expect(page.getByLabel('Source', { exact: true })).toHaveValue('nextdoor')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from)

  // Back from a lead: the list as it was left, in the address and on screen.
  await page.getByRole('link', { name: 'Ned Door' }).click()
  await expect(page.getByRole('heading', { name: 'Ned Door', level: 1 })).toBeVisible()
  await page.goBack()
  await expect(count(page)).toHaveText('1 of 4 leads')
  expect(query(page).get('source')).toBe('nextdoor')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(to)
})

test('totals per stage and won value per source follow the chosen dates', async ({ page }) => {
  await signIn(page, LOCAL_OWNER)
  const totals = page.getByRole('region', { name: 'Totals for these leads' })
  const stage = (name: string) =>
    totals.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd')
  await expect(stage('New')).toHaveText('1')
  await expect(stage('Quoted')).toHaveText('1 · $8,400')
  await expect(stage('Won')).toHaveText('1 · $18,000')
  await expect(stage('Lost')).toHaveText('1')
  // Each row says what it is worth at its stage.
  const row = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) })
  await expect(row('Ned Door')).toContainText(/Quoted\s*\$8,400/)
  await expect(row('Hana Park')).toContainText(/Won\s*\$18,000/)
  await totals.getByText('Won value per source').click()
  const perSource = totals.getByRole('table', { name: /per source/ })
  await expect(perSource.getByRole('row', { name: 'houzz.com 1 1 $18,000' })).toBeVisible()
  await expect(perSource.getByRole('row', { name: 'spring-patios 2 0 $0' })).toBeVisible()

  await page.getByText('More filters', { exact: true }).click()
  await page.getByLabel('From', { exact: true }).fill(easternDay(ago(60)))
  await page.getByLabel('To', { exact: true }).fill(easternDay(ago(30)))
  await expect(count(page)).toHaveText('1 of 4 leads')
  await expect(stage('New')).toHaveText('0')
  await expect(stage('Won')).toHaveText('0 · $0')
  await expect(perSource.getByRole('row', { name: '(none) 1 0 $0' })).toBeVisible()
  expect(await axeViolations(page), 'totals').toEqual([])
})

test('a row of "What brings work" opens the list so filtered, and back returns to it', async ({
  page,
}) => {
  await signIn(page, LOCAL_OWNER, '/admin/leads/work/')
  // The three newsletter sign-ups are not in the report's count or its chart.
  await expect(page.getByText(/^The last 12 weeks: 4 leads, 1 won, worth \$18,000\./)).toBeVisible()
  const perSource = page.getByRole('table', { name: /per page and source/ })
  const houzz = perSource.getByRole('row', { name: /\/quote\/ houzz\.com 1 1 \$18,000/ })
  await expect(houzz).toBeVisible()
  await houzz.getByRole('link').click()
  await expect(count(page)).toHaveText('1 of 4 leads')
  await expect(page.getByRole('link', { name: 'Hana Park' })).toBeVisible()
  expect(query(page).get('source')).toBe('houzz.com')
  expect(query(page).get('page')).toBe('/quote/')
  expect(query(page).get('to')).toBe(easternDay(new Date()))
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'What brings work', level: 1 })).toBeVisible()

  // A week's row: that week's leads.
  const weeks = page.getByRole('table', { name: /per week/ })
  await weeks.getByRole('row').last().getByRole('link').click()
  await expect(count(page)).toHaveText(/^[1-4] of 4 leads$/)
  expect(query(page).get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(await horizontalOverflow(page), 'list from a week').toBeLessThanOrEqual(0)
})

test('newsletter subscribers are a list of their own, not leads; one is removed on request', async ({
  page,
}) => {
  await signIn(page, LOCAL_OWNER)
  await expect(nav(page).getByRole('link', { name: /^Leads/ })).toHaveText('Leads (1 new)')
  await expect(count(page)).toHaveText('4 of 4 leads')
  await expect(page.getByText('reader@example.com')).toHaveCount(0)

  await nav(page).getByRole('link', { name: 'Subscribers' }).click()
  await expect(
    page.getByRole('heading', { name: 'Newsletter subscribers', level: 1 }),
  ).toBeVisible()
  // Two sign-ups of one address are one subscriber.
  await expect(page.getByRole('status')).toHaveText('2 subscribers')
  expect(await axeViolations(page), 'subscribers').toEqual([])
  expect(await horizontalOverflow(page), 'subscribers').toBeLessThanOrEqual(0)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV (2)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`subscribers-${easternDay(new Date())}.csv`)
  const { rows, cell } = await csvOf(download)
  expect(rows.map((r) => cell(r, 'Email'))).toEqual(['reader@example.com', 'second@example.com'])

  await page.getByRole('button', { name: 'Unsubscribed: remove second@example.com' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove this subscriber?' })
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('status')).toHaveText('1 subscriber')
  // The list drops it at once (the SDK's local write); the server's copy follows.
  const stored = async (id: string) => (await admin.db.collection('leads').doc(id).get()).exists
  await expect.poll(() => stored('sub-second')).toBe(false)
  await page.getByRole('button', { name: 'Unsubscribed: remove reader@example.com' }).click()
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('status')).toHaveText('0 subscribers')
  for (const id of ['sub-reader', 'sub-reader-again'])
    await expect.poll(() => stored(id)).toBe(false)
})

test('the CSV: the forms’ words, a phone as typed, a formula still harmless, named after its filter', async ({
  page,
}) => {
  await signIn(page, LOCAL_OWNER)
  const from = easternDay(ago(30))
  const to = easternDay(new Date())
  await page.goto(`/admin/leads/?from=${from}&to=${to}&status=won`)
  await expect(count(page)).toHaveText('1 of 4 leads')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV (1)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`leads-${from}-to-${to}-status-won.csv`)
  const { rows, cell } = await csvOf(download)
  expect(rows).toHaveLength(1)
  const [hana] = rows
  expect(cell(hana, 'Subject')).toBe('Patios & Decks')
  expect(cell(hana, 'Service area')).toBe('Chapel Hill')
  expect(cell(hana, 'Project')).toBe('Patio')
  expect(cell(hana, 'Form')).toBe('Quote request')
  expect(cell(hana, 'Phone')).toBe('+1 919-555-0100')

  await page.goto('/admin/leads/?source=none')
  await expect(count(page)).toHaveText('1 of 4 leads')
  const hostileDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV (1)' }).click()
  const hostile = await csvOf(await hostileDownload)
  expect(hostile.cell(hostile.rows[0], 'Name')).toBe(`'${HOSTILE}`)
  expect(hostile.cell(hostile.rows[0], 'Service area')).toBe('Raleigh')
})
