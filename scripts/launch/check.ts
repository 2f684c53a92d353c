export interface Finding {
  setting?: string
  message: string
}

export interface SampleGroup {
  module: string
  samples: readonly { name: string; why: string }[]
}

export interface LaunchReport {
  configuration: Finding[]
  content: SampleGroup[]
}

/** Never VITE_*, so never in the bundle. */
export const FORWARD_URL_SETTING = 'LEAD_FORWARD_URL'
export const FORWARD_SECRET_SETTING = 'LEAD_FORWARD_SECRET'
export const SERVER_SETTINGS = [FORWARD_URL_SETTING, FORWARD_SECRET_SETTING] as const
export const MIN_SECRET_LENGTH = 32
export const FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const
export const ANALYTICS_SETTING = 'VITE_FIREBASE_MEASUREMENT_ID'

type Env = Record<string, string | undefined>

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])$/i

interface UrlConsequences {
  unset: string
  local: string
  insecure: string
  show: boolean
}

function urlProblems(setting: string, value: string | undefined, says: UrlConsequences): Finding[] {
  if (!value?.trim()) return [{ setting, message: `${setting} is unset: ${says.unset}` }]
  const url = parse(value.trim())
  if (!url) {
    const shown = says.show ? `: "${value}"` : ''
    return [{ setting, message: `${setting} is not a valid URL${shown}` }]
  }
  const found: Finding[] = []
  if (LOCAL_HOSTS.test(url.hostname)) {
    found.push({ setting, message: `${setting} points at ${url.hostname}: ${says.local}` })
  }
  if (url.protocol !== 'https:') {
    found.push({
      setting,
      message: `${setting} is not https (${url.protocol}//): ${says.insecure}`,
    })
  }
  return found
}

/** loadEnv and .env files hold only the build's VITE_* names. */
export function serverSettings(env: Env): Env {
  return Object.fromEntries(SERVER_SETTINGS.map((name) => [name, env[name]]))
}

export function checkConfiguration(env: Env): Finding[] {
  const found: Finding[] = []

  const site = env.VITE_SITE_URL
  found.push(
    ...urlProblems('VITE_SITE_URL', site, {
      unset: 'canonical URLs, the sitemap and social cards would name oakandember.example',
      local: "visitors' browsers cannot reach it",
      insecure: 'browsers block or expose it',
      show: true,
    }),
  )
  const siteUrl = site ? parse(site) : null
  if (siteUrl && /\.example$/i.test(siteUrl.hostname)) {
    found.push({
      setting: 'VITE_SITE_URL',
      message: `VITE_SITE_URL is still the placeholder ${siteUrl.hostname}`,
    })
  }

  const forward = env[FORWARD_URL_SETTING]
  found.push(
    ...urlProblems(FORWARD_URL_SETTING, forward, {
      unset:
        'leads are kept by the site but never reach the automation host (a server-side setting, read from the environment)',
      local: "the site's server would send leads to its own machine, not to the automation host",
      insecure: 'leads and the forwarding secret would cross the internet unencrypted',
      show: false,
    }),
  )
  if (forward && /\/webhook-test\//.test(forward)) {
    found.push({
      setting: FORWARD_URL_SETTING,
      message: `${FORWARD_URL_SETTING} is an n8n test URL (/webhook-test/): it only answers while the workflow editor is listening; use the production /webhook/ URL`,
    })
  }
  const secret = env[FORWARD_SECRET_SETTING]?.trim()
  if (!secret) {
    found.push({
      setting: FORWARD_SECRET_SETTING,
      message: `${FORWARD_SECRET_SETTING} is unset: the automation host cannot tell the site's forwards from anyone's posts (a server-side setting, read from the environment)`,
    })
  } else if (secret.length < MIN_SECRET_LENGTH) {
    found.push({
      setting: FORWARD_SECRET_SETTING,
      message: `${FORWARD_SECRET_SETTING} has ${secret.length} characters: use a random secret of at least ${MIN_SECRET_LENGTH} (openssl rand -hex 32)`,
    })
  }

  const missing = FIREBASE_SETTINGS.filter((setting) => !env[setting]?.trim())
  if (missing.length) {
    found.push({
      setting: missing.join(', '),
      message: `Firebase settings missing (${missing.join(', ')}): posts published after a build stay invisible until the next build`,
    })
  }
  if (!env[ANALYTICS_SETTING]?.trim()) {
    found.push({
      setting: ANALYTICS_SETTING,
      message: `${ANALYTICS_SETTING} is unset: analytics stays off`,
    })
  }
  return found
}

export function sampleCount(groups: readonly SampleGroup[]): number {
  return groups.reduce((sum, group) => sum + group.samples.length, 0)
}

/** Samples fail only with --strict; configuration problems always do. */
export function exitCode(report: LaunchReport, strict: boolean): number {
  if (report.configuration.length) return 1
  if (strict && sampleCount(report.content)) return 1
  return 0
}

export function formatReport(report: LaunchReport, strict: boolean): string {
  const lines: string[] = ['Launch check', '']
  const config = report.configuration
  lines.push(
    `Configuration: ${config.length ? `${config.length} problem${config.length === 1 ? '' : 's'}` : 'ready'}`,
  )
  for (const finding of config) lines.push(`  ✗ ${finding.message}`)
  lines.push('')
  const groups = report.content.filter((group) => group.samples.length)
  const count = sampleCount(groups)
  const label = strict ? 'errors (--strict)' : 'warnings'
  lines.push(
    `Content: ${count ? `${count} sample entr${count === 1 ? 'y' : 'ies'} (${label})` : 'no samples left'}`,
  )
  for (const group of groups) {
    lines.push(`  ${group.module} (${group.samples.length})`)
    for (const sample of group.samples)
      lines.push(`    ${strict ? '✗' : '!'} ${sample.name}: ${sample.why}`)
  }
  lines.push('')
  const code = exitCode(report, strict)
  lines.push(
    code === 0
      ? count
        ? 'Result: configuration ready; replace the sample content above before publishing.'
        : 'Result: ready to go live.'
      : `Result: NOT READY (${config.length} configuration problem${config.length === 1 ? '' : 's'}${strict && count ? `, ${count} samples` : ''}).`,
  )
  return lines.join('\n')
}
