import { configMatcher } from 'superstatic/lib/utils/patterns.js'
import { z } from 'zod'
import { proveLeadPath } from '../../server/proof/prove'
import { STEP_WORDS } from '../../server/proof/words'

export interface CheckResult {
  name: string
  ok: boolean
  detail: string
}

/** One page of each kind; the desk has its own policy. */
export const PAGES = ['/', '/contact-us/', '/blog/', '/admin/'] as const
export const LEAD_ENDPOINT = '/api/leads/contact/'
export const RULES_ROLE = 'Firebase Rules Viewer (roles/firebaserules.viewer)'
export const LEAD_PATH_CHECK = 'A signed test request goes through the site to n8n and back'

const hostingSchema = z.object({
  hosting: z.object({
    headers: z.array(
      z.object({
        source: z.string().optional(),
        regex: z.string().optional(),
        headers: z.array(z.object({ key: z.string(), value: z.string() })),
      }),
    ),
  }),
})
export type HostingConfig = z.infer<typeof hostingSchema>

export function parseHosting(json: unknown): HostingConfig {
  return hostingSchema.parse(json)
}

/** Every matching rule in order, as superstatic does. */
export function expectedHeaders(config: HostingConfig, path: string): Map<string, string> {
  const expected = new Map<string, string>()
  for (const rule of config.hosting.headers) {
    const source = rule.source ? `/${rule.source.replace(/^\/+/, '')}` : undefined
    if (!configMatcher(path, { ...rule, source })) continue
    for (const header of rule.headers) expected.set(header.key.toLowerCase(), header.value)
  }
  return expected
}

// What anyone is told; what is set up is for staff only (server/health.ts).
const healthSchema = z.object({ ok: z.boolean() })

export interface RulesSources {
  firestore: string
  storage: string
}

export interface RulesReader {
  read(): Promise<RulesSources>
}

export interface ProductionDeps {
  fetch: typeof fetch
  hosting: HostingConfig
  repositoryRules: RulesSources
  rules: RulesReader | null
  /** The deployment's LEAD_PROOF_SECRET: without it the lead path cannot be proved (a failure). */
  proof: { secret: string | null; answerWithinMs?: number }
  timeoutMs?: number
}

async function get(deps: ProductionDeps, url: URL): Promise<Response> {
  return deps.fetch(url, {
    redirect: 'manual',
    headers: { 'User-Agent': 'oak-ember-launch-check' },
    signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000),
  })
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function checkPage(deps: ProductionDeps, base: URL, path: string): Promise<CheckResult> {
  const name = `Headers of ${path}`
  try {
    const response = await get(deps, new URL(path, base))
    await response.body?.cancel()
    if (response.status !== 200)
      return { name, ok: false, detail: `HTTP ${response.status} instead of 200` }
    const wrong: string[] = []
    for (const [key, value] of expectedHeaders(deps.hosting, path)) {
      const actual = response.headers.get(key)
      if (actual === null) wrong.push(`${key} missing`)
      else if (actual.trim() !== value)
        wrong.push(`${key} is “${actual}”, firebase.json says “${value}”`)
    }
    return wrong.length
      ? { name, ok: false, detail: wrong.join('; ') }
      : {
          name,
          ok: true,
          detail: `${expectedHeaders(deps.hosting, path).size} headers as in firebase.json`,
        }
  } catch (error) {
    return { name, ok: false, detail: `not reachable: ${reason(error)}` }
  }
}

async function checkLeadEndpoint(deps: ProductionDeps, base: URL): Promise<CheckResult> {
  const name = `GET ${LEAD_ENDPOINT} answers 405`
  try {
    const response = await get(deps, new URL(LEAD_ENDPOINT, base))
    await response.body?.cancel()
    if (response.status === 405) return { name, ok: true, detail: 'the lead endpoint answers' }
    return {
      name,
      ok: false,
      detail: `HTTP ${response.status}: ${response.status === 404 ? 'the /api/** rewrite does not reach the function' : 'something other than the lead endpoint answers'}`,
    }
  } catch (error) {
    return { name, ok: false, detail: `not reachable: ${reason(error)}` }
  }
}

async function checkHealth(deps: ProductionDeps, base: URL): Promise<CheckResult[]> {
  const name = '/api/health says leads are kept and forwarded'
  let health: z.infer<typeof healthSchema>
  try {
    const response = await get(deps, new URL('/api/health', base))
    const body = await response.json().catch(() => null)
    const parsed = healthSchema.safeParse(body)
    if (!parsed.success)
      return [
        { name, ok: false, detail: `HTTP ${response.status}, not the server’s health report` },
      ]
    health = parsed.data
  } catch (error) {
    return [{ name, ok: false, detail: `not reachable: ${reason(error)}` }]
  }
  const results: CheckResult[] = [
    health.ok
      ? { name, ok: true, detail: 'the store answers, LEAD_FORWARD_URL and its secret are set' }
      : {
          name,
          ok: false,
          detail:
            'not ok: the lead store is unreachable, or LEAD_FORWARD_URL or LEAD_FORWARD_SECRET is unset (staff see which: GET /api/health with their ID token)',
        },
  ]
  return results
}

// What `npm run prove:leads` and the daily function do (server/proof/), without keeping a result or
// alerting anyone: whoever runs this reads it.
async function checkLeadPath(deps: ProductionDeps, base: URL): Promise<CheckResult> {
  const name = LEAD_PATH_CHECK
  if (!deps.proof.secret)
    return {
      name,
      ok: false,
      detail:
        "LEAD_PROOF_SECRET is not set here: give the deployment's (docs/going-live-leads.md) to prove the lead path",
    }
  const run = await proveLeadPath({
    site: base,
    secret: deps.proof.secret,
    now: () => new Date(),
    fetch: deps.fetch,
    ...(deps.proof.answerWithinMs ? { answerWithinMs: deps.proof.answerWithinMs } : {}),
  })
  const failed = run.steps.find((step) => !step.ok)
  if (run.ok && !failed)
    return {
      name,
      ok: true,
      detail: `${run.steps.find((step) => step.step === 'answered')?.detail}; removed`,
    }
  if (run.ok) return { name, ok: true, detail: `answered, but not removed: ${failed?.detail}` }
  return {
    name,
    ok: false,
    detail: `${failed ? STEP_WORDS[failed.step] : 'failed'}: ${failed?.detail}`,
  }
}

const normalise = (source: string) => source.replace(/\r\n/g, '\n').trimEnd()

async function checkRules(deps: ProductionDeps): Promise<CheckResult[]> {
  if (!deps.rules)
    return [
      {
        name: 'Deployed rules match the repository (skipped)',
        ok: true,
        detail: `no admin credentials given (--credentials KEY.json, with the role ${RULES_ROLE})`,
      },
    ]
  let deployed: RulesSources
  try {
    deployed = await deps.rules.read()
  } catch (error) {
    return [
      {
        name: 'Deployed rules match the repository',
        ok: false,
        detail: `could not read them (${reason(error)}); the account needs ${RULES_ROLE}`,
      },
    ]
  }
  return (['firestore', 'storage'] as const).map((kind) => {
    const name = `Deployed ${kind}.rules match the repository’s`
    const same = normalise(deployed[kind]) === normalise(deps.repositoryRules[kind])
    return same
      ? { name, ok: true, detail: 'identical' }
      : {
          name,
          ok: false,
          detail: `the deployed ${kind} rules differ from ${kind}.rules: deploy them (firebase deploy --only ${kind === 'firestore' ? 'firestore:rules' : 'storage'})`,
        }
  })
}

export async function checkProduction(base: URL, deps: ProductionDeps): Promise<CheckResult[]> {
  const pages = await Promise.all(PAGES.map((path) => checkPage(deps, base, path)))
  return [
    ...pages,
    await checkLeadEndpoint(deps, base),
    ...(await checkHealth(deps, base)),
    await checkLeadPath(deps, base),
    ...(await checkRules(deps)),
  ]
}

export function formatProduction(base: URL, results: readonly CheckResult[]): string {
  const failed = results.filter((result) => !result.ok).length
  return [
    `Go-live check of ${base.origin}`,
    '',
    ...results.map((result) => `  ${result.ok ? '✓' : '✗'} ${result.name}: ${result.detail}`),
    '',
    failed
      ? `Result: NOT LIVE-READY (${failed} check${failed === 1 ? '' : 's'} failed).`
      : 'Result: every check passed.',
  ].join('\n')
}
