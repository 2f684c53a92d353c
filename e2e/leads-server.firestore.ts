import { LOCAL_EDITOR, LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { PROJECT_ID } from '../scripts/firestore/emulator'
import { LEAD_FORWARD_TEST_SECRET, leadReceiver } from '../scripts/firestore/leadReceiver'
import { fakeLeads, seedLeads } from '../scripts/seed/leads'
import { leadDocumentSchema } from '../src/lib/leadRecord'
import { deskEmulators } from './support/emulators'
import { expect, gotoHydrated, test } from './support/fixtures'
import { answerGoogle } from './support/google'
import { idToken } from './support/office'

/**
 * The owner's office, server side, in the build `npm run test:firestore` serves: a message sent
 * with the site's own form is a `leads` document in the Firestore emulator (serve-site.ts mounts
 * server/emulated.ts), and "send again" (POST /api/leads/{id}/deliver) with a real ID token from
 * the Auth emulator delivers a failed lead once to the harness's receiver (leadReceiver.ts).
 * The desk's own journeys (the list, the lead page, the banner) build on the same harness.
 */
const { admin, authHost, reset } = deskEmulators()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_OWNER, LOCAL_EDITOR])
})
test.afterAll(async () => {
  await admin.close()
})

test('a message sent with the site’s form is a lead in the emulator, waiting while n8n is down', async ({
  page,
}) => {
  const email = `office-${Date.now()}@example.com`
  // This build has analytics on: Google's hosts answer as a stand-in, as in the other tests here.
  await answerGoogle(page, PROJECT_ID)
  await gotoHydrated(page, '/contact-us/')
  const form = page.locator('form[data-form="quick-contact"]')
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-ready', 'true')
  await form.getByLabel('Name').fill('Ann Sample')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('(919) 555-0100')
  await form.getByLabel('Message').fill('A paver patio, about 400 sq ft.')
  await form.getByRole('button', { name: 'Get Started, Now!' }).click()
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!')

  const stored = async () =>
    (await admin.db.collection('leads').where('fields.email', '==', email).get()).docs.map((d) =>
      d.data(),
    )
  // Nothing listens on the receiver's port: the one attempt failed, the lead waits.
  await expect.poll(async () => (await stored())[0]?.delivery?.attempts).toBe(1)
  const [lead] = await stored()
  expect(lead).toMatchObject({
    form: 'contact',
    via: 'app',
    status: 'new',
    fields: { name: 'Ann Sample', page: '/contact-us/' },
    delivery: { state: 'pending' },
  })
  expect(lead?.delivery.lastError).toContain('ECONNREFUSED')
  expect(leadDocumentSchema.safeParse(lead).success).toBe(true)
})

test('send again delivers a failed lead once, for the owner alone', async ({ request }) => {
  await seedLeads(admin.db, fakeLeads(3))
  const n8n = await leadReceiver()
  try {
    const send = (token: string) =>
      request.post('/api/leads/sample-lead-0002/deliver', {
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await send('not-a-token')).status()).toBe(401)
    expect((await send(await idToken(authHost, LOCAL_EDITOR))).status()).toBe(403)
    const owner = await idToken(authHost, LOCAL_OWNER)
    const sent = await send(owner)
    expect(sent.status()).toBe(200)
    expect(sent.headers()['cache-control']).toBe('no-store')
    expect(await sent.json()).toMatchObject({ ok: true, delivery: { state: 'delivered' } })
    const mine = n8n.got.filter((g) => g.headers['x-lead-id'] === 'sample-lead-0002')
    expect(mine).toHaveLength(1)
    expect(mine[0]?.headers['x-lead-secret']).toBe(LEAD_FORWARD_TEST_SECRET)
    expect(mine[0]?.body).toMatchObject({ id: 'sample-lead-0002', form: 'contact' })
    expect((await send(owner)).status()).toBe(409)
    expect((await admin.db.doc('leads/sample-lead-0002').get()).get('delivery.state')).toBe(
      'delivered',
    )
  } finally {
    await n8n.close()
  }
})
