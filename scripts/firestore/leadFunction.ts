// Posts to the lead function as a browser would through Hosting's /api/** rewrite.
import { emulatorAdmin } from './admin'
import { startEmulator } from './emulator'
import { type FunctionsEmulator, startFunctionsEmulator } from './functionsEmulator'

const FIRESTORE_PORT = Number(process.env.FUNCTIONS_FIRESTORE_TEST_PORT ?? 8186)
const FUNCTIONS_PORT = Number(process.env.FUNCTIONS_TEST_PORT ?? 5301)
const HUB_PORT = Number(process.env.FUNCTIONS_HUB_TEST_PORT ?? 4600)
// Per form and client in ten minutes, so the fourth post shows the limit.
const LIMIT = 3

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

function expect(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Lead function: ${what}`)
}

async function post(url: string, body: string, type: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  })
}

async function checks(fn: FunctionsEmulator, firestoreHost: string): Promise<void> {
  const newsletter = `${fn.url}/api/leads/newsletter/`
  const form = await post(
    newsletter,
    'email=form%40example.com&website=',
    'application/x-www-form-urlencoded',
  )
  expect(form.status === 303, `a form post answered ${form.status}, not 303`)
  const location = form.headers.get('location')
  expect(location === '/thank-you/subscribed/', `a form post went to ${location}`)

  const contact = { name: 'Ann', email: 'ann@example.com', message: 'A patio, please.' }
  const json = await post(
    `${fn.url}/api/leads/contact/`,
    JSON.stringify(contact),
    'application/json',
  )
  expect(json.status === 201, `the app's JSON answered ${json.status}, not 201`)
  const { id } = (await json.json()) as { id: string }

  const app = (email: string, headers: Record<string, string> = {}) =>
    post(newsletter, JSON.stringify({ email }), 'application/json', headers)
  for (let n = 2; n <= LIMIT; n++)
    expect((await app(`n${n}@example.com`)).status === 201, `post ${n}`)
  const limited = await app('late@example.com')
  expect(limited.status === 429, `post ${LIMIT + 1} answered ${limited.status}, not 429`)
  const other = await app('other@example.com', { 'X-Forwarded-For': '198.51.100.9' })
  expect(other.status === 201, `another client address answered ${other.status}, not 201`)

  // Publishing's deploy request is mounted too, and wants a staff ID token (server/deploy/).
  const deploy = await post(`${fn.url}/api/deploy`, '{}', 'application/json')
  expect(
    deploy.status === 401,
    `POST /api/deploy without a token answered ${deploy.status}, not 401`,
  )

  const admin = emulatorAdmin(firestoreHost)
  try {
    const leads = (await admin.db.collection('leads').get()).docs.map((d) => d.data())
    const byForm = (name: string) => leads.filter((lead) => lead.form === name)
    expect(leads.length === LIMIT + 2, `${leads.length} leads stored, not ${LIMIT + 2}`)
    expect(
      byForm('newsletter').some((l) => l.via === 'html' && l.fields.email === 'form@example.com'),
      'the form post is not stored',
    )
    expect(
      byForm('contact').some((l) => l.id === id && l.via === 'app' && l.fields.name === 'Ann'),
      `the app's contact lead ${id} is not stored`,
    )
    // One document per counted post, under its client's and form's hashed key (0036).
    const hits = (await admin.db.collectionGroup('leadHits').get()).docs
    const keys = new Set(hits.map((d) => d.ref.parent.parent?.id))
    expect(keys.size === 3, `${keys.size} clients counted, not 3`)
    expect(hits.length === LIMIT + 2, `${hits.length} posts counted, not ${LIMIT + 2}`)
    const kept = JSON.stringify([...keys, ...hits.map((d) => d.data())])
    expect(!kept.includes('127.0.0.1') && !kept.includes('198.51.100.9'), 'an address kept')
  } finally {
    await admin.close()
  }
}

/** The function, its own Firestore emulator, and, with `authPort`, the Auth emulator beside it. */
export interface LeadFunction {
  fn: FunctionsEmulator
  firestoreHost: string
  stop: () => Promise<void>
}

export async function startLeadFunction(
  options: { authPort?: number } = {},
): Promise<LeadFunction> {
  const firestore = await startEmulator({ port: FIRESTORE_PORT })
  try {
    const fn = await startFunctionsEmulator({
      port: FUNCTIONS_PORT,
      hubPort: HUB_PORT,
      loggingPort: HUB_PORT + 1,
      eventarcPort: HUB_PORT + 2,
      tasksPort: HUB_PORT + 3,
      firestoreHost: firestore.host,
      params: {
        // Nothing listens there: leads stay pending, as with n8n down.
        LEAD_FORWARD_URL: 'http://127.0.0.1:9/webhook/leads',
        LEAD_RATE_LIMIT: `${LIMIT}/600`,
      },
      // DEPLOY_GITHUB_TOKEN, PUSH_VAPID_PRIVATE_KEY and LEAD_PROOF_SECRET "none": dispatch, alerts
      // and the daily lead path check not set up, as before the token and the keys are made.
      secrets: {
        LEAD_FORWARD_SECRET: 'emulator-secret',
        LEAD_RATE_SALT: 'emulator-salt',
        DEPLOY_GITHUB_TOKEN: 'none',
        PUSH_VAPID_PRIVATE_KEY: 'none',
        LEAD_PROOF_SECRET: 'none',
      },
      ...(options.authPort ? { authPort: options.authPort } : {}),
    })
    const stop = async () => {
      await fn.stop()
      await firestore.stop()
    }
    return { fn, firestoreHost: firestore.host, stop }
  } catch (error) {
    await firestore.stop()
    throw error
  }
}

/** Posts as a browser would, then reads what the function stored. */
export async function checkLeadFunction({ fn, firestoreHost }: LeadFunction): Promise<void> {
  const checked = performance.now()
  try {
    await checks(fn, firestoreHost)
  } catch (error) {
    console.error(fn.output().split('\n').slice(-40).join('\n'))
    throw error
  }
  console.log(`  posts checked (303, 201, 429, leads stored): ${seconds(checked)}`)
}
