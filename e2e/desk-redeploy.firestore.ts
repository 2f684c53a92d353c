import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCAL_EDITOR, makeAccounts } from '../scripts/desk/accounts'
import { emulatorBuildEnv } from '../scripts/desk/site'
import { Timestamp } from '../scripts/firestore/admin'
import { EMULATOR_SITE_DIR } from '../scripts/firestore/siteConfig'
import { settingsFromEnv } from '../scripts/prerender/csp'
import { type RunningServer, startServer } from '../scripts/serve'
import { exampleBusiness } from '../src/content/schema/examples'
import { deskEmulators } from './support/emulators'
import { expect, test } from './support/fixtures'
import { ANALYTICS_SETTINGS } from './support/google'
import { signIn } from './support/office'
import { copyBuild, redeploy } from './support/redeploy'

/**
 * An editor has the desk open when a deploy replaces every hashed file under the tab (the
 * publish button starts one: decision 0023). What they typed must still save, the desk's other
 * screens must still open, and a reload must bring up the new build's desk, still signed in.
 */
const { admin, host, authHost, reset } = deskEmulators()
let root: string
let server: RunningServer

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR])
  await admin.db.doc('settings/business').set({
    ...exampleBusiness,
    updatedAt: Timestamp.fromDate(new Date('2026-11-20T15:00:00Z')),
  })
  // A copy of the emulator build, with the policy its pages were built with, served on its own.
  root = await mkdtemp(join(tmpdir(), 'desk-redeploy-'))
  await copyBuild(EMULATOR_SITE_DIR, root)
  server = await startServer({ cwd: root, port: 0, quiet: true, leadsFile: join(root, 'l.jsonl') })
})

test.afterAll(async () => {
  await server?.close()
  await rm(root, { recursive: true, force: true })
  await admin.close()
})

test('a deploy under an open desk: the edit in progress saves, the screens open, a reload signs back in', async ({
  page,
  consoleGuard,
}) => {
  // A reload of the old build's page after the deploy asks for files that are gone; the facts'
  // save asks this server, which has no staff accounts, for a build: 503, reported by the browser.
  consoleGuard.allow(/status of 404/)
  consoleGuard.allow(/status of 503/)
  await signIn(page, LOCAL_EDITOR, `${server.url}/admin/facts/`)
  await expect(page.getByLabel('As shown')).toHaveValue('(919) 555-0142')
  await page.getByLabel('As shown').fill('(919) 555-0199')
  await page.getByRole('button', { name: 'Dial +19195550199' }).click()

  await redeploy(
    join(root, 'dist'),
    settingsFromEnv({ ...emulatorBuildEnv(host, authHost), ...ANALYTICS_SETTINGS }),
  )

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  // No build here: the desk says when the change goes live without one.
  await expect(
    page.getByRole('status').filter({ hasText: 'Publishing does not start a build here' }),
  ).toContainText(
    /at the next scheduled build, (today|tomorrow) at about \d{1,2}:\d{2} [ap]m, Eastern time\./,
  )
  const saved = (await admin.db.doc('settings/business').get()).data()
  expect(saved?.phone).toEqual({ display: '(919) 555-0199', tel: '+19195550199' })

  const nav = page.getByRole('navigation', { name: 'Desk' })
  for (const [link, heading] of [
    ['Projects', 'Projects'],
    ['Reviews', 'Reviews'],
    ['Posts', 'Posts'],
  ]) {
    await nav.getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  }

  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(`${response.status()} ${response.url()}`)
  })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
  // The desk that came up is the new build's: its renamed files, none of the old ones.
  expect(scripts.length).toBeGreaterThan(0)
  for (const line of scripts) expect(line).toMatch(/^200 .*n1\.js$/)
})
