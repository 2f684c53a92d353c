import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { githubStandIn } from '../scripts/deploy/githubStandIn'
import { LOCAL_EDITOR, makeAccounts } from '../scripts/desk/accounts'
import { Timestamp } from '../scripts/firestore/admin'
import { formatEastern } from '../src/admin/eastern'
import type { PricesSettings } from '../src/content/schema/prices'
import type { ProjectDocument } from '../src/content/schema/projects'
import { axeViolations } from './support/axe'
import {
  asksForBuild,
  describeJob,
  openFromDesk,
  photoCard,
  photoCards,
  photoFile,
  recordedDeploy,
  savedAs,
  startJob,
} from './support/desk'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, horizontalOverflow, test } from './support/fixtures'
import { signIn } from './support/office'

/**
 * The desk's small things (issue 44, item 7) at 390 px, against the emulators with the rules on:
 * prices typed as people type money, cents where a price is per unit; cover choices named after
 * their photos; a tall photo's crop chosen and shown in the preview; times in plain Eastern words.
 */
const { admin, authHost, reset } = deskEmulators()
const SHOTS = '.data/screenshots'
const prices = JSON.parse(readFileSync('snapshots/settings-prices.json', 'utf8')) as PricesSettings

test.use({ ...PHONE })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR])
  await recordedDeploy(admin.db)
  await githubStandIn().reset()
  const at = { updatedAt: Timestamp.fromDate(new Date('2026-11-20T15:00:00Z')) }
  await admin.db.doc('settings/prices').set({ ...prices, ...at })
})
test.afterAll(async () => {
  await admin.close()
})

const PER_FOOT = 'Patio · Broom-finished concrete (per sq ft)'
const EVERY_JOB = 'Patio · every job'
const range = (page: Page, label: string) => page.getByRole('group', { name: label })

test('a price typed "12,500" and "$9.50" a square foot is saved, shown and live soon, in plain Eastern words', async ({
  page,
}) => {
  await signIn(page, LOCAL_EDITOR)
  await openFromDesk(page, 'Prices')
  const perFoot = range(page, PER_FOOT)
  const everyJob = range(page, EVERY_JOB)
  await expect(perFoot.getByLabel('Low ($)')).toHaveValue('9')

  // Three digits of cents: refused beside the range, in words.
  await perFoot.getByLabel('Low ($)').fill('9.505')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(perFoot.getByLabel('Low ($)')).toHaveAccessibleDescription(
    'The low end: At most two digits after the point, for the cents.',
  )

  await perFoot.getByLabel('Low ($)').fill('$9.50')
  await everyJob.getByLabel('Low ($)').fill('$1,500')
  await everyJob.getByLabel('High ($)').fill(' $ 12,500.00')
  await asksForBuild(page, () => page.getByRole('button', { name: 'Save' }).click())
  await savedAs(page, 'Saved')
  const saved = (await admin.db.doc('settings/prices').get()).data() as PricesSettings
  const patio = saved.projects.find((p) => p.label === 'Patio')
  if (patio?.kind !== 'sized') throw new Error('the patio is priced by size')
  expect(patio.materials[0]?.perUnit).toEqual([9.5, 14])
  expect(patio.fixed).toEqual([1500, 12500])

  // The history names the save in plain words, on the business's clock.
  const revisions = admin.db.doc('settings/prices').collection('revisions')
  const [revision] = (await revisions.orderBy('savedAt', 'desc').limit(1).get()).docs
  if (!revision) throw new Error('the save keeps a revision')
  const savedAt = (revision.get('savedAt') as Timestamp).toDate()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByRole('listitem').first().locator('p').first()).toHaveText(
    `${formatEastern(savedAt, new Date(), { capital: true })} · ${LOCAL_EDITOR.email} · the latest save`,
  )
  await expect(history.getByRole('listitem').first()).toContainText(/^(Today|Yesterday) at /)
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'the prices at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/prices-cents-390.png`, fullPage: true })

  // Opened again: the cents read back as typed.
  await page.reload()
  await expect(range(page, PER_FOOT).getByLabel('Low ($)')).toHaveValue('9.50')
  await expect(range(page, EVERY_JOB).getByLabel('High ($)')).toHaveValue('12500')
})

/** A tall photo, as a phone takes one upright. */
async function tallPhoto(name: string) {
  const band = { create: { width: 600, height: 100, channels: 3 as const, background: '#f4efe6' } }
  return {
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 600, height: 900, channels: 3, background: '#5b4636' } })
      .composite([{ input: band, top: 0, left: 0 }])
      .png()
      .toBuffer(),
  }
}

test('cover choices are named after their photos, and a tall photo keeps its top in the preview', async ({
  page,
}) => {
  await startJob(page, LOCAL_EDITOR)
  await page
    .getByLabel('Choose photos')
    .setInputFiles([await tallPhoto('pergola-tall.png'), await photoFile('wide.png', '#2f5d3a')])
  await expect(photoCards(page)).toHaveCount(2)
  await page.getByLabel('Alt text for photo 1').fill('Cedar pergola on tall posts')
  const covers = page.getByRole('radio')
  await expect(covers).toHaveCount(2)
  await expect(photoCard(page, 1).getByRole('radio')).toHaveAccessibleName(
    'Cover: Cedar pergola on tall posts',
  )
  await expect(photoCard(page, 2).getByRole('radio')).toHaveAccessibleName('Cover: wide.png')
  await photoCard(page, 1).getByLabel('Cover: Cedar pergola on tall posts').check()
  await page.getByLabel('Alt text for photo 2').fill('The lawn beyond the pergola')
  await expect(photoCard(page, 2).getByRole('radio')).toHaveAccessibleName(
    'Cover: The lawn beyond the pergola',
  )

  // The tall photo keeps its top: in the card's thumbnail and in the page's own frame.
  await page.getByLabel('How the site frames photo 1').selectOption('Fill the frame, keep the top')
  await expect(photoCard(page, 1).locator('img')).toHaveCSS('object-position', '50% 0%')
  await describeJob(page, {
    title: 'Raleigh Cedar Pergola',
    city: 'raleigh',
    service: 'Pergolas & Gazebos',
    summary: 'A cedar pergola over the back patio.',
    story: 'Tall posts, so the shade falls on the table at noon.',
  })
  const preview = page.getByTestId('preview-page')
  const top = preview.locator('picture').first()
  await expect(top.locator('img')).toHaveAttribute('src', /^blob:/)
  await expect(top.locator('img')).toHaveAttribute('alt', 'Cedar pergola on tall posts')
  // The frame is 16:9; the photo, 2:3, stands at its own height from the frame's top, cut below.
  await expect
    .poll(async () => {
      const [frame, img] = await Promise.all([top.boundingBox(), top.locator('img').boundingBox()])
      if (!frame || !img) return 'not laid out'
      return Math.abs(img.y - frame.y) < 1 && img.height > frame.height * 2 ? 'top kept' : 'cut'
    })
    .toBe('top kept')
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'the photos and crop at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/project-crop-390.png`, fullPage: true })

  await page.getByRole('button', { name: 'Save draft' }).click()
  await savedAs(page, 'Draft saved')
  const [project] = (await admin.db.collection('projects').get()).docs.map(
    (d) => d.data() as ProjectDocument,
  )
  expect(project?.cover).toMatchObject({ alt: 'Cedar pergola on tall posts', crop: 'top' })
  expect(project?.photos.map((p) => p.crop ?? 'middle')).toEqual(['top', 'middle'])
})
