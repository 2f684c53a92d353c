import { writeFileSync } from 'node:fs'
import { LOCAL_EDITOR, makeAccounts } from '../scripts/desk/accounts'
import { Timestamp } from '../scripts/firestore/admin'
import { seedContent } from '../scripts/seed/content'
import { JOURNEY_PROJECT, NEW_PHONE, OLD_PHONE, PROJECT_PREVIEW_TEXT } from './fixtures/journey'
import { describeJob, openFromDesk, photoCard, photoFile, startJob } from './support/desk'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, horizontalOverflow, test } from './support/fixtures'
import { signIn } from './support/office'

/**
 * The desk half of the journey of issue 26, at 390 px through the real desk: starting from the
 * committed content, an editor adds a project in Cary with three photos (one the "before" of
 * another) and changes the phone. Phase `journey` of scripts/firestore/run-tests.ts then
 * snapshots and builds what this leaves in the emulator (e2e/journey-site.firestore.ts).
 */
const { admin, authHost, reset } = deskEmulators()

test.use({ ...PHONE })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await seedContent(admin.db)
  const at = { updatedAt: Timestamp.fromDate(new Date('2026-11-20T15:00:00Z')) }
  await admin.db.doc('settings/business').set(at, { merge: true })
  await makeAccounts(authHost, [LOCAL_EDITOR])
})
test.afterAll(async () => {
  await admin.close()
})

test('at 390 px an editor publishes a deck job in Cary with a before/after pair', async ({
  page,
}) => {
  await startJob(page, LOCAL_EDITOR)
  await page
    .getByLabel('Choose photos')
    .setInputFiles([
      await photoFile('before.jpg', '#7a6a55', 'jpeg'),
      await photoFile('after.jpg', '#2f5d3a', 'jpeg'),
      await photoFile('steps.jpg', '#c2a878', 'jpeg'),
    ])
  await page.getByLabel('Alt text for photo 1').fill('The old deck: grey boards, split rails')
  await page.getByLabel('Alt text for photo 2').fill('The new composite deck at dusk')
  await page.getByLabel('Alt text for photo 3').fill('Wide steps down to the lawn')
  await page.getByLabel('Before the work, photo 1 shows the place of').selectOption({
    label: 'Photo 2 (after)',
  })
  await photoCard(page, 2).getByLabel('Cover: The new composite deck at dusk').check()
  await describeJob(page, {
    title: JOURNEY_PROJECT.title,
    city: JOURNEY_PROJECT.city,
    service: 'Patios & Decks',
    summary: 'A soft deck rebuilt in composite.',
    story: 'The old deck was soft underfoot.\n\nWe rebuilt it with wide steps.',
  })
  await expect(page.getByLabel('Address')).toHaveValue(JOURNEY_PROJECT.slug)
  expect(await horizontalOverflow(page)).toBe(0)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `/portfolio/${JOURNEY_PROJECT.slug}/` }),
  ).toBeVisible()
  // The preview, in the page's own sections: the built page must show the same text
  // (e2e/journey-site.firestore.ts).
  const preview = page.getByTestId('preview-page')
  await expect(preview.getByRole('slider', { name: /Before and after/ })).toBeVisible()
  // Read once it holds the text: the preview renders again as the published copy arrives.
  let text = ''
  await expect
    .poll(async () => (text = await preview.innerText()))
    .toContain('We rebuilt it with wide steps.')
  writeFileSync(PROJECT_PREVIEW_TEXT, text)

  const stored = await admin.db
    .collection('projects')
    .where('slug', '==', JOURNEY_PROJECT.slug)
    .get()
  expect(stored.docs.map((d) => d.data())).toMatchObject([
    { status: 'published', city: 'cary', services: [JOURNEY_PROJECT.service] },
  ])
})

test('at 390 px the editor changes the phone shown and dialled', async ({ page }) => {
  await signIn(page, LOCAL_EDITOR)
  await openFromDesk(page, 'Business facts')
  await expect(page.getByLabel('As shown')).toHaveValue(OLD_PHONE.display)
  await page.getByLabel('As shown').fill(NEW_PHONE.display)
  await page.getByLabel('Number dialled').fill(NEW_PHONE.tel)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  const saved = (await admin.db.doc('settings/business').get()).data()
  expect(saved?.phone).toEqual(NEW_PHONE)
})
