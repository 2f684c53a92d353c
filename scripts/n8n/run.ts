// Not in npm test: a large install (docs/decisions/0021-n8n-lead-intake.md). Ports from
// N8N_TEST_PORT_BASE: +1 n8n, +2 the site, +3 SMTP, +4 n8n's task broker.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attemptDelivery, forwardSettingsFromEnv, SECRET_HEADER } from '../../server/leads/delivery'
import { readLeads } from '../../server/leads/jsonlStore'
import { type Lead, pendingDelivery } from '../../server/leads/types'
import { proveLeadPath } from '../../server/proof/prove'
import { ensureHarness, WORKFLOW_FILE } from './harness'
import { autoReplyProblems, ownerMailProblems } from './mailChecks'
import { n8nCli, type RunningN8n, startN8n, waitForWebhook } from './n8nProcess'
import { storedRepliesProblems, withEarlierReplies } from './replyRule'
import { type SiteServer, startSiteServer } from './siteServer'
import { type SmtpSink, startSmtpSink } from './smtpSink'
import { waitForStaticData } from './staticData'
import { workflowFacts } from './workflow'

const base = Number(process.env.N8N_TEST_PORT_BASE ?? 7400)
const PORTS = { n8n: base + 1, site: base + 2, smtp: base + 3, broker: base + 4 }
const started = Date.now()
const times: [string, number][] = []
const log = (line: string) => console.log(line)

async function timed<T>(phase: string, work: () => Promise<T> | T): Promise<T> {
  const at = Date.now()
  const result = await work()
  times.push([phase, (Date.now() - at) / 1000])
  log(`[n8n] ${phase}: ${((Date.now() - at) / 1000).toFixed(1)} s`)
  return result
}

function expect(condition: unknown, problem: string): asserts condition {
  if (!condition) throw new Error(problem)
}

function noProblems(what: string, problems: string[]) {
  expect(problems.length === 0, `${what}: ${problems.join('; ')}`)
}

const folder = mkdtempSync(join(tmpdir(), 'n8n-lead-intake-'))
const leadsFile = join(folder, 'leads.jsonl')
const secret = randomBytes(32).toString('hex')
const workflowJson = JSON.parse(readFileSync(WORKFLOW_FILE, 'utf8'))
const facts = workflowFacts(workflowJson)
const webhookUrl = `http://127.0.0.1:${PORTS.n8n}/webhook/${facts.path}`
const n8nOptions = { folder: join(folder, 'n8n'), port: PORTS.n8n, brokerPort: PORTS.broker }
const siteEnv = {
  LEAD_FORWARD_URL: webhookUrl,
  LEAD_FORWARD_SECRET: secret,
  // Retries are made by this test, not by the server's timer.
  LEAD_RETRY_BASE_MS: String(60 * 60 * 1000),
  LEAD_RATE_SALT: 'n8n-harness',
  // More posts from this one client than a visitor may make; the limit is the site's test.
  LEAD_RATE_LIMIT: '50/600',
  // The daily lead path check's (server/proof/): signed with it, a request is the check's own.
  LEAD_PROOF_SECRET: randomBytes(32).toString('hex'),
}
const forward = forwardSettingsFromEnv(siteEnv)

let n8n: RunningN8n | undefined
let site: SiteServer | undefined
let smtp: SmtpSink | undefined

function storedLead(email: string): Lead {
  const found = [...readLeads(leadsFile).values()].filter((lead) => lead.fields.email === email)
  const lead = found.at(-1)
  expect(lead, `the site stored no lead for ${email}`)
  return lead
}

async function postForm(form: string, fields: Record<string, string>): Promise<Lead> {
  const response = await fetch(`${site?.url}/api/leads/${form}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, website: '' }).toString(),
    redirect: 'manual',
  })
  expect(response.status === 303, `the ${form} form post got ${response.status}, not 303`)
  return storedLead(fields.email ?? '')
}

async function postJson(form: string, fields: Record<string, string>): Promise<Lead> {
  const response = await fetch(`${site?.url}/api/leads/${form}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...fields, website: '' }),
  })
  expect(response.status === 201, `the ${form} JSON post got ${response.status}, not 201`)
  return storedLead(fields.email ?? '')
}

async function deliverAgain(lead: Lead): Promise<string> {
  const delivery = await attemptDelivery(lead, forward, () => new Date())
  return delivery.state === 'delivered' ? 'delivered' : `${delivery.state}: ${delivery.lastError}`
}

const mailTo = (address: string) => (mail: { envelopeTo: string[] }) =>
  mail.envelopeTo.includes(address.trim().toLowerCase())

async function recorded(lead: Lead) {
  await waitForStaticData(n8nOptions.folder, `lead ${lead.id}`, (data) =>
    Object.hasOwn(data.global?.leadIds ?? {}, lead.id),
  )
}

async function delivered(what: string, lead: Lead) {
  const outcome = await site?.outcome(lead.id)
  expect(outcome === 'delivered', `the ${what} was ${outcome}, not delivered`)
  await recorded(lead)
}

async function ownerMail(what: string, lead: Lead, options: { replySkipped?: boolean } = {}) {
  expect(smtp, 'the mail server is not running')
  const mail = await smtp.waitFor(`owner email of the ${what}`, (m) => m.text.includes(lead.id))
  noProblems(`the owner email of the ${what}`, ownerMailProblems(mail, lead, facts.owner, options))
}

async function deliverDirectly(fields: Record<string, string>): Promise<Lead> {
  const now = new Date()
  const lead: Lead = {
    id: randomUUID(),
    form: 'contact',
    via: 'app',
    receivedAt: now.toISOString(),
    fields,
    status: 'new',
    delivery: pendingDelivery(now),
    dedupeKey: randomUUID(),
  }
  expect((await deliverAgain(lead)) === 'delivered', `the direct lead ${fields.email} failed`)
  await recorded(lead)
  return lead
}

async function autoReply(what: string, lead: Lead) {
  expect(smtp, 'the mail server is not running')
  const mail = await smtp.waitFor(`reply to the ${what}`, mailTo(lead.fields.email ?? ''))
  noProblems(`the automatic reply to the ${what}`, autoReplyProblems(mail, lead))
  return mail
}

async function journey() {
  expect(site, 'the site is not running')
  // 1. Without the secret, or with another, n8n refuses before the workflow runs.
  for (const value of [undefined, 'not-the-secret']) {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Lead-Id': '00000000-0000-4000-8000-000000000000',
        ...(value ? { [SECRET_HEADER]: value } : {}),
      },
      body: JSON.stringify({ form: 'contact', email: 'intruder@visitor.example', name: 'x' }),
    })
    expect(response.status === 403, `a post with secret ${value} got ${response.status}, not 403`)
  }
  // With the secret but no X-Lead-Id, the workflow sends nothing (it could not drop a repeat).
  const noId = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SECRET_HEADER]: secret },
    body: JSON.stringify({ form: 'contact', email: 'noid@visitor.example', message: 'x' }),
  })
  expect(
    noId.status === 503,
    `a lead without X-Lead-Id got ${noId.status} ${await noId.text()}, not 503`,
  )

  // 2. The mail server is down: n8n fails the lead, the site keeps it pending.
  const mallory = await postJson('contact', {
    name: 'Mallory Relay',
    email: 'mallory@visitor.example',
    phone: '919-555-0199',
    subject: 'patios-decks',
    message: 'Forward this to everyone: https://spam.example/claim-your-prize Zanzibarlottery',
    page: '/contact-us/',
    utm_source: 'springmailer',
    utm_medium: 'email',
    utm_campaign: 'patio-season-launch',
  })
  const down = await site.outcome(mallory.id)
  expect(down.startsWith('pending'), `with the mail server down the lead was ${down}, not pending`)

  // 3. The mail server is back; the site's retry sends the owner's email and the reply.
  smtp = await startSmtpSink(PORTS.smtp)
  expect((await deliverAgain(mallory)) === 'delivered', 'the retry was not delivered')
  await recorded(mallory)
  await ownerMail('JSON contact lead', mallory)
  const first = await autoReply('JSON contact lead', mallory)

  // 4. A contact message posted without the app, from a service-area page.
  const bea = await postForm('contact', {
    name: 'Beatrix Quill',
    email: 'bea@visitor.example',
    subject: 'outdoor-kitchens',
    message: 'Two lines:\nplease reply to https://relay.example/inbox Quixotically',
    area: 'durham',
    page: '/service-areas/durham/',
  })
  await delivered('form-posted contact lead', bea)
  await ownerMail('form-posted contact lead', bea)
  const second = await autoReply('form-posted contact lead', bea)
  expect(
    second.subject === first.subject && second.text === first.text,
    'the two automatic replies differ: the text is not fixed',
  )

  // 4b. The same address within 24 hours, in other capitals through the site and with spaces
  // straight to the webhook: the owner's email says no reply was sent, and none is.
  const beaAgain = await postForm('contact', {
    name: 'Beatrix Quill',
    email: 'Bea@Visitor.EXAMPLE',
    message: 'Me again, with a second question.',
    page: '/contact-us/',
  })
  await delivered('second contact lead from bea@', beaAgain)
  await ownerMail('second contact lead from bea@', beaAgain, { replySkipped: true })
  const beaThird = await deliverDirectly({
    name: 'Beatrix Quill',
    email: '  BEA@visitor.example ',
    message: 'A third time, not through the site.',
  })
  await ownerMail('third contact lead from bea@', beaThird, { replySkipped: true })

  // 4c. Another address right after: its reply is sent.
  const fay = await postJson('contact', {
    name: 'Fay Lantern',
    email: 'fay@visitor.example',
    message: 'Do you build pergolas?',
    page: '/contact-us/',
  })
  await delivered('contact lead from fay@', fay)
  await ownerMail('contact lead from fay@', fay)
  await autoReply('contact lead from fay@', fay)

  // 4d. Replied to 25 hours ago: replied to again; 23 hours ago: not.
  const old = await postJson('contact', {
    name: 'Olga Elder',
    email: 'old@visitor.example',
    message: 'Pergola prices, a day later.',
    page: '/contact-us/',
  })
  await delivered('contact lead from old@', old)
  await ownerMail('contact lead from old@', old)
  await autoReply('contact lead from old@', old)
  const recent = await postJson('contact', {
    name: 'Rita Recent',
    email: 'recent@visitor.example',
    message: 'Fence stain colours, the same day.',
    page: '/contact-us/',
  })
  await delivered('contact lead from recent@', recent)
  await ownerMail('contact lead from recent@', recent, { replySkipped: true })

  // 5. A quote request and a subscription: the owner's email, no reply.
  const quote = await postForm('contact', {
    name: 'Cyrus Deckhand',
    email: 'cy@visitor.example',
    project: 'deck',
    budget: '10k-25k',
    timing: 'asap',
    details: 'A raised deck off the kitchen, about 300 square feet.',
    page: '/quote/',
  })
  await delivered('quote request', quote)
  await ownerMail('quote request', quote)
  const subscriber = await postForm('newsletter', { email: 'dee@visitor.example', page: '/blog/' })
  await delivered('subscription', subscriber)
  await ownerMail('subscription', subscriber)

  // 6. The same leads delivered again (same X-Lead-Id): 200, and nothing sent.
  for (const lead of [mallory, bea, quote])
    expect((await deliverAgain(lead)) === 'delivered', `the repeat of ${lead.id} was refused`)
  // 6b. The site's daily check (decision 0044), as the function proveLeadPath makes it: through
  // the site to this workflow, answered with its id, removed; no email (the count below), no
  // reply kept for its address (step 7), its id not recorded as a lead's.
  const proof = await proveLeadPath({
    site: new URL(site.url),
    secret: siteEnv.LEAD_PROOF_SECRET,
    now: () => new Date(),
    answerWithinMs: 30_000,
    pollMs: 100,
  })
  expect(proof.ok && proof.leadId, `the lead path check failed: ${JSON.stringify(proof.steps)}`)
  expect(!readLeads(leadsFile).has(proof.leadId), 'the check left its request in the leads')

  // A lead after the repeats and the check: once its email is in, any mail either had sent would
  // be too.
  const last = await postJson('newsletter', { email: 'eve@visitor.example', page: '/' })
  await delivered('last subscription', last)
  await ownerMail('last subscription', last)
  const seen = await waitForStaticData(n8nOptions.folder, 'a read', () => true)
  expect(
    !Object.hasOwn(seen.global?.leadIds ?? {}, proof.leadId),
    "n8n recorded the check's request as a lead",
  )

  const expected = [
    [facts.owner, 10],
    ['mallory@visitor.example', 1],
    ['bea@visitor.example', 1],
    ['fay@visitor.example', 1],
    ['old@visitor.example', 1],
    ['recent@visitor.example', 0],
  ] as const
  for (const [address, count] of expected) {
    const got = smtp.mails.filter(mailTo(address)).length
    expect(got === count, `${address} got ${got} emails, not ${count}`)
  }
  expect(smtp.mails.length === 14, `the sink got ${smtp.mails.length} emails, not 14`)

  // 7. n8n keeps each replied-to address for 24 hours, hashed; the reply 30 hours old is gone.
  const data = await waitForStaticData(n8nOptions.folder, 'a read', () => true)
  const stored = data.global?.replies ?? {}
  noProblems(
    "the replies in n8n's static data",
    storedRepliesProblems(
      stored,
      started,
      ['mallory', 'bea', 'fay', 'old'].map((name) => `${name}@visitor.example`),
      ['recent@visitor.example'],
    ),
  )
}

async function main() {
  const installed = await timed('harness install', () => ensureHarness(log))
  const version = n8nCli(['--version'], n8nOptions).trim().split('\n').at(-1)
  log(`[n8n] n8n ${version}${installed ? ' (installed now)' : ''}; working in ${folder}`)
  await timed('import and activate', () => {
    const credentials = join(folder, 'credentials.json')
    writeFileSync(credentials, JSON.stringify(facts.credentials(secret, PORTS.smtp)))
    n8nCli(['import:credentials', `--input=${credentials}`], n8nOptions)
    rmSync(credentials)
    const seeded = join(folder, 'workflow.json')
    writeFileSync(seeded, JSON.stringify(withEarlierReplies(workflowJson, started)))
    n8nCli(['import:workflow', `--input=${seeded}`], n8nOptions)
    // Import always leaves a workflow inactive; activated before start, its webhook is registered.
    n8nCli(['update:workflow', '--all', '--active=true'], n8nOptions)
  })
  await timed('n8n start, webhook answering', async () => {
    n8n = startN8n(n8nOptions)
    await waitForWebhook(webhookUrl, n8n)
  })
  site = await startSiteServer({ port: PORTS.site, leadsFile, env: siteEnv, log })
  await timed('the journey', journey)
}

let failed = false
try {
  await main()
} catch (error) {
  failed = true
  console.error(`\n[n8n] FAILED: ${error instanceof Error ? error.message : String(error)}`)
  if (n8n) console.error(`[n8n] n8n's last output:\n${n8n.output().slice(-4000)}`)
} finally {
  await site?.close()
  await smtp?.close()
  await n8n?.stop()
  if (!failed) rmSync(folder, { recursive: true, force: true })
}
const total = ((Date.now() - started) / 1000).toFixed(1)
log(
  `\n[n8n] ${failed ? 'FAILED' : 'passed'} in ${total} s (${times.map(([phase, s]) => `${phase} ${s.toFixed(1)} s`).join(', ')})`,
)
process.exit(failed ? 1 : 0)
