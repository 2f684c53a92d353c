import type { Browser } from '@playwright/test'
import { DEPLOY_TEST_REPO, githubStandIn } from '../scripts/deploy/githubStandIn'
import { LOCAL_EDITOR, makeAccounts } from '../scripts/desk/accounts'
import { postDoc, Timestamp } from '../scripts/firestore/admin'
import { deskEmulators } from './support/emulators'
import { type ConsoleGuard, expect, gotoHydrated, guardPage, test } from './support/fixtures'

/**
 * Published means live in minutes (issue 27, item 2): an editor's publish and each change of the
 * published post ask the server for a build, which asks GitHub for one workflow_dispatch (a local
 * receiver stands in for its API, in Playwright's second web server); the desk says when the
 * change will be live, from the runs the workflow recorded, or GitHub's refusal.
 */
const { admin, authHost, reset } = deskEmulators()
const github = githubStandIn()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR])
  await github.reset()
  await admin
    .posts()
    .doc('fire-pits')
    .set(postDoc('fire-pit-safety', new Date('2026-03-02T15:00:00Z'), { status: 'draft' }))
  // One earlier deploy, recorded by the workflow: it took six minutes.
  const started = Date.now() - 3_600_000
  await admin.db.doc('deploys/100').set({
    runId: '100',
    event: 'schedule',
    sha: 'abc',
    startedAt: Timestamp.fromMillis(started),
    endedAt: Timestamp.fromMillis(started + 6 * 60_000),
    outcome: 'success',
    deployed: true,
  })
})
test.afterAll(async () => {
  await github.reset()
  await admin.close()
})

async function editing(browser: Browser, guard: ConsoleGuard) {
  const page = await (await browser.newContext()).newPage()
  guardPage(page, guard)
  await gotoHydrated(page, '/admin/')
  await page.getByLabel('Email').fill(LOCAL_EDITOR.email)
  await page.getByLabel('Password').fill(LOCAL_EDITOR.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible()
  await page.goto('/admin/edit/fire-pits/')
  await expect(page.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible()
  return page
}

test('a publish and four changes make five dispatches, each told “live in about 6 minutes”', async ({
  browser,
  consoleGuard,
}) => {
  const page = await editing(browser, consoleGuard)
  const notice = page.getByRole('status').filter({ hasText: 'live in about' })
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(notice).toHaveText('The build has started: live in about 6 minutes.')
  for (let change = 1; change <= 4; change++) {
    await page.getByLabel('Body (markdown)').fill(`Change ${change} to a published post.`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
    await expect.poll(async () => (await github.requests()).length).toBe(change + 1)
    await expect(notice).toBeVisible()
  }
  const requests = await github.requests()
  expect(requests).toHaveLength(5)
  for (const request of requests) {
    expect(request.path).toBe(`/repos/${DEPLOY_TEST_REPO}/actions/workflows/deploy.yml/dispatches`)
    expect(request.headers.authorization).toBe('Bearer github_pat_emulator')
    expect(request.body).toEqual({ ref: 'main' })
  }
})

test('GitHub’s 401 reaches the desk, beside the buttons', async ({ browser, consoleGuard }) => {
  await github.answer(401, 'Bad credentials')
  // The route answers 502 (GitHub refused); the browser reports the failed request.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 502/)
  const page = await editing(browser, consoleGuard)
  await page.getByLabel('Body (markdown)').fill('A change while the token is revoked.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(
    'No build was started: GitHub refused the deploy token (401): it is missing, expired or revoked. Renew DEPLOY_GITHUB_TOKEN. GitHub said: “Bad credentials”.',
  )
  await expect(alert).toContainText(
    "The site's pages are rebuilt with the change at the next scheduled build, around",
  )
  // The save itself stands: only the build was refused.
  expect((await admin.posts().doc('fire-pits').get()).get('content')).toBe(
    'A change while the token is revoked.',
  )
})

test('unpublishing asks for a build; saving a draft does not', async ({
  browser,
  consoleGuard,
}) => {
  await github.answer(204)
  const page = await editing(browser, consoleGuard)
  const before = (await github.requests()).length
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await page
    .getByRole('dialog', { name: 'Unpublish this post?' })
    .getByRole('button', { name: 'Unpublish' })
    .click()
  // Unpublishing a public post is a change visitors see: one build.
  await expect.poll(async () => (await github.requests()).length).toBe(before + 1)
  await page.getByLabel('Body (markdown)').fill('Draft words nobody sees yet.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
  expect(await github.requests()).toHaveLength(before + 1)
})
