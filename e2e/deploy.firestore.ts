import type { Browser } from '@playwright/test'
import { DEPLOY_TEST_REPO, githubStandIn } from '../scripts/deploy/githubStandIn'
import { LOCAL_EDITOR, makeAccounts } from '../scripts/desk/accounts'
import { postDoc } from '../scripts/firestore/admin'
import { recordedDeploy } from './support/desk'
import { deskEmulators } from './support/emulators'
import { type ConsoleGuard, expect, guardPage, test } from './support/fixtures'
import { signIn } from './support/office'

/**
 * Published means live in minutes (issue 27, item 2): an editor's publish and each change of the
 * published post ask the server for a build, which asks GitHub for at most one workflow_dispatch a
 * minute (a local receiver stands in for its API, in Playwright's second web server); the desk
 * says when the change will be live, from the runs the workflow recorded, or GitHub's refusal.
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
  await recordedDeploy(admin.db)
})
// Each test starts with no dispatch asked for this minute (server/deploy/slots.ts).
test.beforeEach(async () => {
  const slots = await admin.db.collection('deployDispatches').get()
  await Promise.all(slots.docs.map((slot) => slot.ref.delete()))
})
test.afterAll(async () => {
  await github.reset()
  await admin.close()
})

async function editing(browser: Browser, guard: ConsoleGuard) {
  const page = await (await browser.newContext()).newPage()
  guardPage(page, guard)
  await signIn(page, LOCAL_EDITOR, '/admin/edit/fire-pits/')
  await expect(page.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible()
  return page
}

test('a publish and four changes make one dispatch a minute, each told “live in about 6 minutes”', async ({
  browser,
  consoleGuard,
}) => {
  const page = await editing(browser, consoleGuard)
  const notice = page.getByRole('status').filter({ hasText: 'live in about' })
  /** The desk's request for a build, answered: what the server said. */
  const asked = async (save: () => Promise<void>) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/deploy')
    await save()
    const response = await answer
    expect(response.status()).toBe(202)
    const body = (await response.json()) as { folded: boolean; message: string }
    await expect(notice).toHaveText(body.message)
    return body
  }
  const answers = [await asked(() => page.getByRole('button', { name: 'Publish now' }).click())]
  expect(answers[0]?.message).toBe('The build has started: live in about 6 minutes.')
  for (let change = 1; change <= 4; change++)
    answers.push(
      await asked(async () => {
        await page.getByLabel('Body (markdown)').fill(`Change ${change} to a published post.`)
        await page.getByRole('button', { name: 'Save changes' }).click()
      }),
    )
  // Folded into the minute's build, whose snapshot waits for the minute to end.
  for (const answer of answers.filter((a) => a.folded))
    expect(answer.message).toMatch(
      /^This change joins the build asked for \d+ seconds? ago, which reads the content once its minute is up\. The build has started: live in about 6 minutes\.$/,
    )
  const requests = await github.requests()
  const minutes = requests.map(
    (request) => (request.body as { inputs: { not_before: string } }).inputs.not_before,
  )
  // Five saves in well under two minutes: one dispatch, or two across a minute's turn.
  expect(requests.length).toBeGreaterThanOrEqual(1)
  expect(requests.length).toBeLessThanOrEqual(2)
  expect(new Set(minutes).size).toBe(requests.length)
  expect(answers.filter((a) => !a.folded)).toHaveLength(requests.length)
  for (const request of requests) {
    expect(request.path).toBe(`/repos/${DEPLOY_TEST_REPO}/actions/workflows/deploy.yml/dispatches`)
    expect(request.headers.authorization).toBe('Bearer github_pat_emulator')
    expect(request.body).toEqual({
      ref: 'main',
      inputs: { not_before: expect.stringMatching(/:00\.000Z$/) },
    })
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
    /The site's pages are rebuilt with the change at the next scheduled build, (today|tomorrow) at about \d{1,2}:\d{2} [ap]m, Eastern time\./,
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
