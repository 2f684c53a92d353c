// A fine-grained token (decision 0023); a refusal comes back as a sentence an editor can act on.
import { z } from 'zod'

export interface DispatchSettings {
  /** Fine-grained: repository "Actions" permission, read and write. */
  token: string
  repo: string
  workflow: string
  ref: string
  apiUrl: string
  timeoutMs: number
}

export type DispatchResult = { ok: true } | { ok: false; status: number | null; message: string }

/** The workflow's optional workflow_dispatch inputs (.github/workflows/deploy.yml). */
export interface DispatchInputs {
  /** ISO time the run's snapshot waits for: every request folded into it was made before. */
  not_before?: string
}

export interface Dispatcher {
  dispatch(inputs?: DispatchInputs): Promise<DispatchResult>
}

export const GITHUB_API_VERSION = '2022-11-28'
/** A token value that says "not set up" where a secret must exist to deploy at all. */
const UNSET = /^(|none|unset)$/i

const settingsSchema = z.object({
  DEPLOY_GITHUB_TOKEN: z.string().trim().default(''),
  DEPLOY_GITHUB_REPO: z
    .string()
    .trim()
    .regex(/^([\w.-]+\/[\w.-]+)?$/, 'DEPLOY_GITHUB_REPO must be owner/name')
    .default(''),
  DEPLOY_WORKFLOW: z
    .string()
    .trim()
    .regex(/^[\w.-]+\.ya?ml$/, 'DEPLOY_WORKFLOW must be a workflow file name such as deploy.yml')
    .default('deploy.yml'),
  DEPLOY_REF: z.string().trim().min(1).default('main'),
  DEPLOY_GITHUB_API_URL: z.url().default('https://api.github.com'),
})

/** A malformed value throws, loudly. */
export function dispatchSettingsFromEnv(
  env: Record<string, string | undefined>,
): DispatchSettings | null {
  const parsed = settingsSchema.parse(
    Object.fromEntries(
      Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
    ),
  )
  if (UNSET.test(parsed.DEPLOY_GITHUB_TOKEN) || !parsed.DEPLOY_GITHUB_REPO) return null
  return {
    token: parsed.DEPLOY_GITHUB_TOKEN,
    repo: parsed.DEPLOY_GITHUB_REPO,
    workflow: parsed.DEPLOY_WORKFLOW,
    ref: parsed.DEPLOY_REF,
    apiUrl: parsed.DEPLOY_GITHUB_API_URL.replace(/\/+$/, ''),
    timeoutMs: 10_000,
  }
}

export function dispatchPath(settings: Pick<DispatchSettings, 'repo' | 'workflow'>): string {
  const [owner = '', name = ''] = settings.repo.split('/')
  return `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/actions/workflows/${encodeURIComponent(settings.workflow)}/dispatches`
}

const errorBody = z.object({ message: z.string().max(500) }).partial()

function refusal(status: number, detail: string, s: DispatchSettings): string {
  const said = detail ? ` GitHub said: “${detail}”.` : ''
  switch (status) {
    case 401:
      return `GitHub refused the deploy token (401): it is missing, expired or revoked. Renew DEPLOY_GITHUB_TOKEN.${said}`
    case 403:
      return `GitHub refused the deploy token (403): it may not start workflows in ${s.repo} (it needs the Actions permission, read and write), or its rate limit is used up.${said}`
    case 404:
      return `GitHub found no workflow ${s.workflow} in ${s.repo} that this token may see (404): check DEPLOY_GITHUB_REPO, DEPLOY_WORKFLOW and the token’s repository access.${said}`
    case 422:
      return `GitHub refused to start ${s.workflow} on ${s.ref} (422): the workflow must allow workflow_dispatch, with the optional input not_before and no required one, on a branch that exists.${said}`
    default:
      return `GitHub did not start the build (HTTP ${status}).${said}`
  }
}

export function githubDispatcher(
  settings: DispatchSettings,
  fetcher: typeof fetch = fetch,
): Dispatcher {
  return {
    async dispatch(inputs) {
      let response: Response
      try {
        response = await fetcher(`${settings.apiUrl}${dispatchPath(settings)}`, {
          method: 'POST',
          headers: {
            Accept: 'application/vnd.github+json',
            Authorization: `Bearer ${settings.token}`,
            'X-GitHub-Api-Version': GITHUB_API_VERSION,
            'Content-Type': 'application/json',
            'User-Agent': 'oak-and-ember-desk',
          },
          // Only inputs the workflow declares: GitHub refuses any other (422).
          body: JSON.stringify({ ref: settings.ref, ...(inputs ? { inputs } : {}) }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
      } catch (error) {
        return {
          ok: false,
          status: null,
          message: `GitHub could not be reached to start the build (${error instanceof Error ? error.message : String(error)}).`,
        }
      }
      // 204 is the documented answer; 200 comes when run details are asked for.
      if (response.status === 204 || response.status === 200) return { ok: true }
      const body = errorBody.safeParse(await response.json().catch(() => ({})))
      const detail = body.success ? (body.data.message ?? '') : ''
      return {
        ok: false,
        status: response.status,
        message: refusal(response.status, detail, settings),
      }
    },
  }
}
