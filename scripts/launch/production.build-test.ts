import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileServerSide } from '../../server/fileServerSide'
import { type AutomationHost, automationHost } from '../../server/testing/automationHost'
import { type RunningServer, startServer } from '../serve'
import {
  type CheckResult,
  checkProduction,
  expectedHeaders,
  LEAD_ENDPOINT,
  LEAD_PATH_CHECK,
  parseHosting,
  RULES_ROLE,
  type RulesReader,
} from './production'

/**
 * The go-live check against local stand-ins for production: the built site served as Hosting
 * serves it (superstatic on firebase.json, scripts/serve.ts) with the server side beside it.
 * One stand-in is right; each other one has one part broken, and that check alone must fail.
 * Ports 7630-7635 and 7639 (n8n's stand-in) (this engineer's range in the shared machine; any free
 * ones would do).
 */
const ROOT = resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const hosting = parseHosting(JSON.parse(read('firebase.json')))
const repositoryRules = { firestore: read('firestore.rules'), storage: read('storage.rules') }
const PROOF_SECRET = 'p'.repeat(40)
const FORWARDING = {
  LEAD_FORWARD_URL: 'http://127.0.0.1:7639/webhook/leads',
  LEAD_FORWARD_SECRET: 'a'.repeat(40),
  LEAD_PROOF_SECRET: PROOF_SECRET,
}
const dirs: string[] = []
const servers: RunningServer[] = []
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'launch-prod-'))
  dirs.push(dir)
  return dir
}

async function standIn(
  port: number,
  options: {
    env?: NodeJS.ProcessEnv
    firebaseJson?: (config: { hosting: { headers: { headers: { key: string }[] }[] } }) => void
    leadGet?: 'ok'
  } = {},
): Promise<string> {
  const dir = tmp()
  const env = options.env ?? FORWARDING
  let cwd: string | undefined
  if (options.firebaseJson) {
    // The same build, served with an edited firebase.json.
    cwd = dir
    const config = JSON.parse(read('firebase.json'))
    options.firebaseJson(config)
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config))
    symlinkSync(join(ROOT, 'dist'), join(dir, 'dist'))
  }
  const side = fileServerSide({ leadsFile: join(dir, 'leads.jsonl'), env, log: () => {} })
  const serverSide =
    options.leadGet === 'ok'
      ? {
          ...side,
          // Something that is not the lead endpoint answers its path.
          middleware: ((req, res, next) =>
            req.method === 'GET' && req.url === LEAD_ENDPOINT
              ? res.end('ok')
              : side.middleware(req, res, next)) as typeof side.middleware,
        }
      : side
  const running = await startServer({
    port,
    quiet: true,
    env,
    serverSide,
    leadsFile: join(dir, 'leads.jsonl'),
    ...(cwd ? { cwd } : {}),
  })
  servers.push(running)
  return running.url
}

const sameRules: RulesReader = { read: async () => repositoryRules }
const check = (
  url: string,
  rules: RulesReader | null = sameRules,
  secret: string | null = PROOF_SECRET,
) =>
  checkProduction(new URL(url), {
    fetch,
    hosting,
    repositoryRules,
    rules,
    proof: { secret, answerWithinMs: 5_000 },
  })
const failed = (results: CheckResult[]) => results.filter((result) => !result.ok)

let good: string
// n8n's stand-in, answering as the workflow does (a lead's id; the check's too).
let n8n: AutomationHost
beforeAll(async () => {
  n8n = await automationHost({ port: 7639 })
  good = await standIn(7630)
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await n8n.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('check:launch --production against a local stand-in', () => {
  it('passes when the site, its headers, the endpoint and the rules are as in the repository', async () => {
    const results = await check(good)
    expect(failed(results)).toEqual([])
    expect(results.map((result) => result.name)).toEqual([
      'Headers of /',
      'Headers of /contact-us/',
      'Headers of /blog/',
      'Headers of /admin/',
      'GET /api/leads/contact/ answers 405',
      '/api/health says leads are kept and forwarded',
      LEAD_PATH_CHECK,
      'Deployed firestore.rules match the repository’s',
      'Deployed storage.rules match the repository’s',
    ])
  })

  it('fails on a header missing from the served pages', async () => {
    const url = await standIn(7631, {
      firebaseJson: (config) => {
        for (const rule of config.hosting.headers)
          rule.headers = rule.headers.filter((header) => header.key !== 'X-Frame-Options')
      },
    })
    const wrong = failed(await check(url))
    expect(wrong.map((result) => result.name)).toEqual(
      ['/', '/contact-us/', '/blog/', '/admin/'].map((path) => `Headers of ${path}`),
    )
    expect(wrong[0]?.detail).toBe('x-frame-options missing')
  })

  it('fails when GET on the lead endpoint is answered 200', async () => {
    const wrong = failed(await check(await standIn(7632, { leadGet: 'ok' })))
    expect(wrong).toEqual([
      {
        name: 'GET /api/leads/contact/ answers 405',
        ok: false,
        detail: 'HTTP 200: something other than the lead endpoint answers',
      },
    ])
  })

  it('fails when forwarding is not set up', async () => {
    const env = { LEAD_PROOF_SECRET: PROOF_SECRET }
    const wrong = failed(await check(await standIn(7633, { env })))
    expect(wrong).toEqual([
      {
        name: '/api/health says leads are kept and forwarded',
        ok: false,
        detail:
          'not ok: the lead store is unreachable, or LEAD_FORWARD_URL or LEAD_FORWARD_SECRET is unset (staff see which: GET /api/health with their ID token)',
      },
      {
        name: LEAD_PATH_CHECK,
        ok: false,
        detail:
          'The email forwarding answered for it: no attempt to send it on within 5 s (is LEAD_FORWARD_URL set, and the delivery running?)',
      },
    ])
  })

  it('fails when n8n answers 500, with everything else in order', async () => {
    const broken = await automationHost({ status: 500 })
    try {
      const url = await standIn(7635, { env: { ...FORWARDING, LEAD_FORWARD_URL: broken.url } })
      expect(failed(await check(url))).toEqual([
        {
          name: LEAD_PATH_CHECK,
          ok: false,
          detail: 'The email forwarding answered for it: HTTP 500',
        },
      ])
      expect(broken.got).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ synthetic: true }) }),
      ])
    } finally {
      await broken.close()
    }
  })

  it('fails without the deployment’s LEAD_PROOF_SECRET, or with another one', async () => {
    expect(failed(await check(good, sameRules, null))).toEqual([
      {
        name: LEAD_PATH_CHECK,
        ok: false,
        detail:
          "LEAD_PROOF_SECRET is not set here: give the deployment's (docs/going-live-leads.md) to prove the lead path",
      },
    ])
    expect(failed(await check(good, sameRules, 'q'.repeat(40)))).toEqual([
      {
        name: LEAD_PATH_CHECK,
        ok: false,
        detail:
          "The website takes the check: HTTP 401: The X-Lead-Proof signature is not this site's (LEAD_PROOF_SECRET differs).",
      },
    ])
  })

  it('fails when the deployed rules differ, or cannot be read, and skips them without credentials', async () => {
    const differ = failed(
      await check(good, {
        read: async () => ({
          ...repositoryRules,
          firestore: repositoryRules.firestore.replace(
            'allow get, list: if isStaff();',
            'allow read: if true;',
          ),
        }),
      }),
    )
    expect(differ.map((result) => result.name)).toEqual([
      'Deployed firestore.rules match the repository’s',
    ])
    const denied = failed(
      await check(good, {
        read: async () => {
          throw new Error('7 PERMISSION_DENIED: The caller does not have permission')
        },
      }),
    )
    expect(denied[0]?.detail).toContain(RULES_ROLE)
    const skipped = await check(good, null)
    expect(failed(skipped)).toEqual([])
    expect(skipped.at(-1)?.name).toBe('Deployed rules match the repository (skipped)')
  })

  it('fails on a site that is not there', async () => {
    const wrong = failed(await check('http://127.0.0.1:7634'))
    expect(wrong).toHaveLength(7)
    expect(wrong[0]?.detail).toMatch(/^not reachable/)
  })

  it('is what `npm run check:launch -- --production URL` runs: exit 0, and 1 on a broken site', async () => {
    const env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([key]) => !['GOOGLE_APPLICATION_CREDENTIALS', 'FIREBASE_SERVICE_ACCOUNT'].includes(key),
        ),
      ),
      LEAD_PROOF_SECRET: PROOF_SECRET,
    }
    const run = (url: string) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/launch/cli.ts', '--production', url],
        {
          cwd: ROOT,
          env,
        },
      ).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, out: error.stdout }),
      )
    const pass = await run(good)
    expect(pass.out).toContain('Result: every check passed.')
    expect(pass.code).toBe(0)
    const fail = await run('http://127.0.0.1:7634')
    expect(fail.code).toBe(1)
    expect(fail.out).toContain('Result: NOT LIVE-READY (7 checks failed).')
  }, 60_000)
})

describe('the headers firebase.json gives a path', () => {
  it('are every matching rule’s, a later rule replacing an earlier value', () => {
    const admin = expectedHeaders(hosting, '/admin/')
    const home = expectedHeaders(hosting, '/')
    expect(home.get('content-security-policy')).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    )
    expect(admin.get('content-security-policy')).toMatch(/connect-src 'self'/)
    expect(admin.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(home.has('x-robots-tag')).toBe(false)
    expect(admin.get('strict-transport-security')).toBe(home.get('strict-transport-security'))
  })
})
