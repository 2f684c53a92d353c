import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { PUSH_DEVICES_COLLECTION } from '../server/push/firestoreStore'
import type { PushMessage } from '../server/push/types'
import {
  type PushServiceStandIn,
  type StandInSubscription,
  startPushServiceStandIn,
} from '../server/testing/pushServiceStandIn'
import { axeViolations } from './support/axe'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, test } from './support/fixtures'
import { sendLead, signIn } from './support/office'

/**
 * "Alert me on this phone" at 390 px, against the emulators and the served site's own server side
 * (server/emulated.ts, as production's api and alertNewLead): the owner turns alerts on, the
 * server keeps the device in Firestore and sends it a first alert, a visitor's request reaches it,
 * and the owner removes it. The browser's PushManager is a stand-in (headless Chromium cannot
 * subscribe to a real push service offline) that subscribes at web-push-testing's push service on
 * loopback with the key the office hands it; that service checks each request's VAPID signature
 * and decrypts it with the subscription's keys. Screenshots go to OFFICE_SCREENSHOTS_DIR.
 */
const { admin, authHost, reset } = deskEmulators()
const SCREENS = process.env.OFFICE_SCREENSHOTS_DIR ?? '.data/office-screens'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let standIn: PushServiceStandIn
let subscription: StandInSubscription | null = null

test.describe.configure({ mode: 'serial' })
test.use({ ...PHONE, userAgent: ANDROID })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_OWNER])
  standIn = await startPushServiceStandIn()
  mkdirSync(SCREENS, { recursive: true })
})
test.afterAll(async () => {
  await standIn?.stop()
  await admin.close()
})

/** PushManager answered by the stand-in push service, with the key the office passes it. */
async function standInPushManager(page: Page) {
  await page.exposeFunction('standInSubscribe', async (key: string) => {
    subscription = await standIn.subscribe(key)
    return { endpoint: subscription.endpoint, keys: subscription.keys }
  })
  await page.addInitScript(() => {
    type Made = { endpoint: string; keys: { p256dh: string; auth: string } }
    const w = window as unknown as { standInSubscribe: (key: string) => Promise<Made> }
    let current: object | null = null
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey
      if (typeof key !== 'string') throw new Error('the office passes its key as a string')
      const made = await w.standInSubscribe(key)
      current = {
        endpoint: made.endpoint,
        toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
        unsubscribe: async () => {
          current = null
          return true
        },
      }
      return current as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null
  })
}

const messages = async () =>
  subscription
    ? (await standIn.messages(subscription.clientHash)).map((m) => JSON.parse(m) as PushMessage)
    : []

test('the owner turns alerts on for this phone, a request reaches it, and the owner removes it', async ({
  page,
  request,
}) => {
  await standInPushManager(page)
  await signIn(page, LOCAL_OWNER, '/admin/leads/')
  const panel = page.getByRole('region', { name: 'Alerts' })
  const turnOn = panel.getByRole('button', { name: 'Alert me on this phone' })
  await expect(turnOn).toBeEnabled()
  await expect(panel).toContainText('never the visitor’s details')
  await page.screenshot({ path: join(SCREENS, 'push-1-off.png') })
  expect(await axeViolations(page), 'the leads with the alerts panel').toEqual([])

  await turnOn.click()
  await expect(panel.getByRole('status')).toHaveText(
    'Alerts are on: a first one is on its way to this phone.',
  )
  await expect(panel).toContainText('Alerts are on for this phone')
  await expect.poll(async () => (await messages()).map((m) => m.title)).toEqual(['Alerts are on'])
  const kept = (await admin.db.collection(PUSH_DEVICES_COLLECTION).get()).docs.map((d) => d.data())
  expect(kept).toHaveLength(1)
  expect(kept[0]).toMatchObject({
    endpoint: subscription?.endpoint,
    label: 'Android phone · Chrome',
  })

  await panel.getByText('Devices that get alerts (1)').click()
  await expect(panel.getByRole('listitem')).toContainText('Android phone · Chrome (this one)')
  await page.screenshot({ path: join(SCREENS, 'push-2-on.png') })
  expect(await axeViolations(page), 'the devices listed').toEqual([])

  // A visitor's quote request: the alert arrives within 2 s, and says nothing of who sent it.
  const sent = performance.now()
  const id = await sendLead(request, {
    name: 'Maria Alvarez',
    email: 'maria.alvarez@example.com',
    phone: '(919) 555-0142',
    message: 'A 400 sq ft deck behind the house.',
    subject: 'project-consultation',
    project: 'deck',
    area: 'cary',
  })
  await expect.poll(async () => (await messages()).length, { timeout: 2000 }).toBe(2)
  expect(performance.now() - sent).toBeLessThan(2000)
  const alert = (await messages())[1]
  expect(alert).toEqual({
    title: 'New quote request',
    body: 'Deck · Cary',
    url: `/admin/leads/${id}/`,
    tag: `lead-${id}`,
  })
  expect(JSON.stringify(alert)).not.toMatch(/Maria|example\.com|555|400 sq ft/)

  await panel.getByRole('button', { name: 'Remove Android phone · Chrome (this one)' }).click()
  await expect(panel.getByRole('status')).toHaveText(
    'Android phone · Chrome no longer gets alerts.',
  )
  await expect(turnOn).toBeVisible()
  expect((await admin.db.collection(PUSH_DEVICES_COLLECTION).get()).size).toBe(0)
})

test('on an iPhone in Safari the office says alerts need it on the home screen, and how', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, userAgent: IPHONE_SAFARI })
  const page = await context.newPage()
  try {
    await signIn(page, LOCAL_OWNER, '/admin/leads/')
    const panel = page.getByRole('region', { name: 'Alerts' })
    await expect(panel).toContainText(
      'To get alerts on this iPhone, add the office to the home screen first.',
    )
    await expect(panel).toContainText(
      'tap Share (the square with an arrow), then “Add to Home Screen”',
    )
    await expect(panel).toContainText('from iOS 16.4 on')
    await expect(panel.getByRole('button', { name: /Alert me/ })).toHaveCount(0)
    await page.screenshot({ path: join(SCREENS, 'push-3-iphone.png') })
    expect(await axeViolations(page), 'the iPhone note').toEqual([])
  } finally {
    await context.close()
  }
})
