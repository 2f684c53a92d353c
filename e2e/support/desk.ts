/**
 * Steps of the desk's journeys shared by their specs: its navigation, another signed-in tab, what
 * a save said and the build it asked for, a tab closed and opened again, and adding a job from a
 * phone (the photos' cards, the fields of a project).
 */
import type { Browser, Locator, Page } from '@playwright/test'
import type { Firestore } from 'firebase-admin/firestore'
import sharp from 'sharp'
import { LOCAL_OWNER, type LocalAccount } from '../../scripts/desk/accounts'
import { Timestamp } from '../../scripts/firestore/admin'
import { axeViolations } from './axe'
import { type ConsoleGuard, expect, gotoHydrated, guardPage } from './fixtures'
import { signIn } from './office'

/** Follows a link of the desk's navigation to the page whose heading is `heading`. */
export async function openFromDesk(page: Page, link: string, heading = link) {
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: link }).click()
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

/** A second browser, signed in as `account` at `path`, once its `ready` button shows. */
export async function otherTab(
  browser: Browser,
  account: LocalAccount,
  path: string,
  ready = 'Publish',
) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, account, path)
  await expect(page.getByRole('button', { name: ready })).toBeVisible()
  return page
}

/**
 * Two tabs on one document: the owner's, opened at `path`, saves first (`theirs`); then `page`, open
 * at the same path, changes it (`mine`) and saves a draft, and is refused. The conflict it shows,
 * once it names what `differs` and says nothing was saved over, is checked with axe and
 * photographed to `shot`.
 */
export async function refusedSecondSave(
  { page, browser }: { page: Page; browser: Browser },
  what: 'project' | 'review',
  steps: {
    path: string
    theirs: (owner: Page) => Promise<void>
    mine: () => Promise<unknown>
    differs: string
    shot: string
  },
) {
  const conflictOn = (tab: Page) =>
    tab.getByRole('region', { name: `This ${what} was changed since you opened it` })
  const owner = await otherTab(browser, LOCAL_OWNER, steps.path)
  await steps.theirs(owner)
  await steps.mine()
  await page.getByRole('button', { name: 'Save draft' }).click()
  const conflict = conflictOn(page)
  await expect(conflict).toContainText(`Where it differs from yours: ${steps.differs}.`)
  await expect(conflict).toContainText('Nothing of yours was saved over it.')
  expect(await axeViolations(page), 'the conflict at 390 px').toEqual([])
  await page.screenshot({ path: steps.shot, fullPage: true })
  return { owner, conflict, ownersConflict: conflictOn(owner) }
}

/** The save's message, once it shows `text`. */
export async function savedAs(page: Page, text: string): Promise<Locator> {
  const status = page.getByRole('status').filter({ hasText: text })
  await expect(status).toBeVisible()
  return status
}

/**
 * A picture of one colour, made here: a small PNG, or a JPEG as a camera sends it (large, with a
 * band across so it is not flat).
 */
export async function photoFile(name: string, background: string, format: 'png' | 'jpeg' = 'png') {
  if (format === 'png')
    return {
      name,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .png()
        .toBuffer(),
    }
  const band = { create: { width: 1600, height: 200, channels: 3 as const, background: '#f4efe6' } }
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
      .composite([{ input: band, top: 500, left: 0 }])
      .jpeg()
      .toBuffer(),
  }
}

export const photoCards = (page: Page) =>
  page.getByRole('list', { name: 'The project’s photos' }).getByRole('listitem')
export const photoCard = (page: Page, n: number) =>
  photoCards(page).filter({ has: page.getByRole('heading', { name: `Photo ${n}`, exact: true }) })

/** Signed in as `account`, from the desk's navigation to an empty "Add a job". */
export async function startJob(page: Page, account: LocalAccount) {
  await signIn(page, account)
  await openFromDesk(page, 'Projects')
  await page.getByRole('link', { name: 'Add a job' }).click()
  await expect(page.getByRole('heading', { name: 'Add a job', level: 1 })).toBeVisible()
}

export interface JobFields {
  title: string
  city: string
  /** The label of one service's checkbox. */
  service: string
  summary: string
  story: string
}

/** Fills what a job says of itself; its address follows the title. */
export async function describeJob(page: Page, job: JobFields) {
  await page.getByLabel('Title', { exact: true }).fill(job.title)
  await page.getByLabel('City').selectOption(job.city)
  await page.getByRole('checkbox', { name: job.service }).check()
  await page.getByLabel('Summary', { exact: true }).fill(job.summary)
  await page.getByLabel('Story', { exact: true }).fill(job.story)
}

/**
 * Closes `page`'s tab (offline, maybe) and, back online, opens `path` in a new tab of the same
 * browser (still signed in): it offers the closed tab's unsaved changes, kept on the device, and
 * opens them here.
 */
export async function reopenTab(page: Page, guard: ConsoleGuard, path: string, noun: string) {
  const context = page.context()
  await page.close()
  await context.setOffline(false)
  const again = await context.newPage()
  guardPage(again, guard)
  await gotoHydrated(again, path)
  const offer = again.getByRole('region', { name: 'Unsaved changes in another tab' })
  await expect(offer).toContainText(`A tab closed since kept unsaved changes to this ${noun}`)
  await offer.getByRole('button', { name: 'Open that tab’s changes here' }).click()
  await expect(offer).toHaveCount(0)
  await expect(
    again.getByRole('status').filter({ hasText: 'Opened the unsaved changes' }),
  ).toContainText('kept on this device only')
  return again
}

/** An earlier deploy the workflow recorded, six minutes long: what "live around" is timed by. */
export async function recordedDeploy(db: Firestore) {
  const started = Date.now() - 3_600_000
  await db.doc('deploys/100').set({
    runId: '100',
    event: 'schedule',
    sha: 'abc',
    startedAt: Timestamp.fromMillis(started),
    endedAt: Timestamp.fromMillis(started + 6 * 60_000),
    outcome: 'success',
    deployed: true,
  })
}

/**
 * What `save` asked of the site's deploy route (POST /api/deploy, decision 0023), once the desk
 * says when the change will be live, in Eastern time.
 */
export async function asksForBuild(page: Page, save: () => Promise<unknown>) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/deploy')
  await save()
  const response = await answer
  expect(response.status()).toBe(202)
  const body = (await response.json()) as { message: string }
  await expect(page.getByRole('status').filter({ hasText: body.message })).toBeVisible()
  await expect(
    page.getByText(
      /^Live on the site (today|tomorrow) at about \d{1,2}:\d{2} [ap]m, Eastern time\.$/,
    ),
  ).toBeVisible()
  return body
}
