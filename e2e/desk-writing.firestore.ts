import type { Page } from '@playwright/test'
import { LOCAL_EDITOR, makeAccounts } from '../scripts/desk/accounts'
import { PROJECT_ID } from '../scripts/firestore/emulator'
import { axeViolations } from './support/axe'
import { expectBody } from './support/bodyEditor'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, gotoHydrated, guardPage, horizontalOverflow, test } from './support/fixtures'
import { answerGoogle } from './support/google'
import { signIn } from './support/office'

/**
 * Writing on a phone (issue 44, item 5): at 390 px a writer who knows no markdown makes a bulleted
 * list with Enter (an empty item ends it), a link from words they selected, and a numbered list
 * with an item put in between; published, the post's page on the built site (hosting's post shell
 * for a post newer than the build, through the site's one markdown pipeline) shows the lists as
 * lists and the link as a link.
 */
const { admin, authHost, reset } = deskEmulators()

test.use({ ...PHONE })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR])
})
test.afterAll(async () => {
  await admin.close()
})

const WRITTEN = [
  '- Pavers',
  '- Gravel',
  '- Sand',
  '',
  'See our [decks](/services/patios-and-decks/).',
  '',
  '1. Measure',
  '2. Dig',
  '3. Pour',
].join('\n')

const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true })

test('at 390 px a list typed with Enter, a link from selected words and a renumbered list render as such on the built page', async ({
  page,
  browser,
  consoleGuard,
}, testInfo) => {
  await signIn(page, LOCAL_EDITOR)
  await page.getByRole('link', { name: 'New post' }).click()
  await page.getByLabel('Title', { exact: true }).fill('Base Layers for a Patio')
  await page.getByLabel('Excerpt').fill('What goes under the pavers.')
  await page.getByLabel('Author', { exact: true }).fill('Dana Whitfield')

  const body = page.getByRole('textbox', { name: 'Body (markdown)' })
  await body.tap()
  await tool(page, 'Bulleted list').tap()
  await expect(body).toBeFocused()
  for (const item of ['Pavers', 'Gravel', 'Sand']) {
    await page.keyboard.type(item)
    await page.keyboard.press('Enter')
  }
  await expectBody(body, '- Pavers\n- Gravel\n- Sand\n- ')
  // Enter on the empty item ends the list, a blank line before the words that follow.
  await page.keyboard.press('Enter')
  await page.keyboard.type('See our decks')
  await expectBody(body, '- Pavers\n- Gravel\n- Sand\n\nSee our decks')

  // A link from the selected words: the form asks only for the address.
  for (let i = 0; i < 'decks'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
  await tool(page, 'Link').tap()
  const dialog = page.getByRole('dialog', { name: 'Add a link' })
  await expect(dialog.getByLabel('Link text')).toHaveValue('decks')
  await expect(dialog.getByLabel('Address')).toBeFocused()
  await dialog.getByRole('button', { name: 'Add link' }).tap()
  await expect(dialog.getByLabel('Address')).toHaveAccessibleDescription(
    /Type an address, like \/services\/ or example\.com\/page/,
  )
  expect(await axeViolations(page), 'the link form at 390 px').toEqual([])
  await dialog.getByLabel('Address').fill('/services/patios-and-decks/')
  await dialog.getByRole('button', { name: 'Add link' }).tap()
  await expect(dialog).toBeHidden()
  await expect(body).toBeFocused()
  await page.keyboard.type('.')

  // A numbered list, and an item put in between: the numbers after it move on.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await tool(page, 'Numbered list').tap()
  await page.keyboard.type('Measure')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Pour')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Dig')
  await expectBody(body, WRITTEN)
  await expect(page.getByText(/\b12 words, about 1 min to read/)).toBeVisible()

  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'writing at 390 px').toEqual([])
  await body.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: testInfo.outputPath('editor-390.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await body.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: testInfo.outputPath('editor-1280.png') })
  await page.setViewportSize(PHONE.viewport)

  await page.getByRole('button', { name: 'Publish now' }).tap()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
  const [saved] = (await admin.posts().where('slug', '==', 'base-layers-for-a-patio').get()).docs
  expect(saved?.get('content')).toBe(WRITTEN)

  // The page a visitor opens: not in the build's snapshot, so hosting serves the post shell.
  const visitor = await (await browser.newContext({ ...PHONE })).newPage()
  guardPage(visitor, consoleGuard)
  await answerGoogle(visitor, PROJECT_ID)
  await gotoHydrated(visitor, '/blog/base-layers-for-a-patio/')
  const post = visitor.getByTestId('post-body')
  await expect(post.locator('ul > li')).toHaveText(['Pavers', 'Gravel', 'Sand'])
  await expect(post.locator('ol > li')).toHaveText(['Measure', 'Dig', 'Pour'])
  await expect(post.getByRole('paragraph')).toHaveText(['See our decks.'])
  await expect(post.getByRole('link', { name: 'decks' })).toHaveAttribute(
    'href',
    '/services/patios-and-decks/',
  )
  await visitor.context().close()
})
