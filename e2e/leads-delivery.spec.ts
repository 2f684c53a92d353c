import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '../scripts/serve'
import { SECRET_HEADER } from '../server/leads/delivery'
import { readLeads } from '../server/leads/jsonlStore'
import { type AutomationHost, automationHost } from '../server/testing/automationHost'
import { expect, gotoHydrated, test } from './support/fixtures'
import { formOf, showForm, uniqueEmail } from './support/forms'

/**
 * A lost lead is the worst bug this site can have. With the automation host down, the forms
 * still succeed, and each lead waits in the store; once the host is back, each arrives once,
 * with its id and the shared secret: also when the server restarted in between.
 */
const SECRET = 'e2e-forward-secret-0123456789abcdef'

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

test.describe('leads are kept while the automation host is down', { tag: '@once' }, () => {
  for (const restart of [false, true]) {
    test(`stored pending, then delivered once each${restart ? ', across a restart of the server' : ''}`, async ({
      page,
      browser,
    }) => {
      const dir = await mkdtemp(join(tmpdir(), 'leads-e2e-'))
      const leadsFile = join(dir, 'leads.jsonl')
      const port = await freePort()
      const start = () =>
        startServer({
          port: 0,
          quiet: true,
          leadsFile,
          env: {
            ...process.env,
            LEAD_FORWARD_URL: `http://127.0.0.1:${port}/webhook/new-leads`,
            LEAD_FORWARD_SECRET: SECRET,
            LEAD_RETRY_BASE_MS: '250',
          },
        })
      let server: RunningServer = await start()
      const host: { current: AutomationHost | null } = { current: null }
      try {
        // With the app: the contact form says what docs/product.md says on success.
        const contactEmail = uniqueEmail('host-down-contact')
        await gotoHydrated(page, `${server.url}/services/`)
        const contact = await showForm(formOf(page, 'contact'))
        await contact.getByLabel('Name').fill('Ann Oakley')
        await contact.getByLabel('Email').fill(contactEmail)
        await contact.getByLabel('Message').fill('A fire pit, please.')
        await contact.getByRole('button', { name: 'Send Message' }).click()
        await expect(contact.getByRole('status')).toHaveText('Message sent successfully!')

        // Without JavaScript: the footer sign-up lands on its confirmation page.
        const noScript = await browser.newContext({ javaScriptEnabled: false })
        const plain = await noScript.newPage()
        const newsletterEmail = uniqueEmail('host-down-newsletter')
        await plain.goto(`${server.url}/faq/`)
        const footer = formOf(plain, 'footer-subscribe')
        await footer.getByLabel('Email address').fill(newsletterEmail)
        await footer.getByRole('button', { name: 'Subscribe' }).click()
        await expect(plain).toHaveURL(/\/thank-you\/subscribed\/$/)
        await noScript.close()

        const leads = () => [...readLeads(leadsFile).values()]
        // Both stored, both tried and still pending, with the reason kept.
        await expect
          .poll(() =>
            leads().map((l) => [l.fields.email, l.delivery.state, l.delivery.attempts > 0]),
          )
          .toEqual([
            [contactEmail, 'pending', true],
            [newsletterEmail, 'pending', true],
          ])
        expect(leads()[0]?.delivery.lastError).toMatch(/ECONNREFUSED/)

        if (restart) {
          await server.close()
          server = await start()
        }
        host.current = await automationHost({ port }) // n8n, back up
        await expect
          .poll(() => leads().map((l) => l.delivery.state), { timeout: 20_000 })
          .toEqual(['delivered', 'delivered'])
        const ids = leads().map((l) => l.id)
        const got = host.current.got
        expect(got.map((g) => g.headers['x-lead-id']).sort()).toEqual([...ids].sort())
        for (const { headers } of got) expect(headers[SECRET_HEADER.toLowerCase()]).toBe(SECRET)
        expect(got.map((g) => [g.body.form, g.body.email]).sort()).toEqual(
          [
            ['contact', contactEmail],
            ['newsletter', newsletterEmail],
          ].sort(),
        )
        expect(got.find((g) => g.body.form === 'newsletter')?.body).toMatchObject({
          via: 'html',
          page: '/faq/',
        })
      } finally {
        await server.close()
        await host.current?.close()
        await rm(dir, { recursive: true, force: true })
      }
    })
  }
})
