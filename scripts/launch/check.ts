/**
 * What stands between "it runs" and "it can go live": configuration that would lose leads or
 * publish placeholders, and sample content that must be replaced. Pure functions; the CLI in
 * ./cli.ts gathers the inputs and prints the report.
 */
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

export const WEBHOOK_SETTINGS = ['VITE_NEWSLETTER_WEBHOOK_URL', 'VITE_CONTACT_WEBHOOK_URL'] as const
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

/** One finding per kind of problem with a URL setting. */
function urlProblems(setting: string, value: string | undefined, unsetMessage: string): Finding[] {
  if (!value?.trim()) return [{ setting, message: `${setting} is unset: ${unsetMessage}` }]
  const url = parse(value.trim())
  if (!url) return [{ setting, message: `${setting} is not a valid URL: "${value}"` }]
  const found: Finding[] = []
  if (LOCAL_HOSTS.test(url.hostname)) {
    found.push({
      setting,
      message: `${setting} points at ${url.hostname}: visitors' browsers cannot reach it`,
    })
  }
  if (url.protocol !== 'https:') {
    found.push({
      setting,
      message: `${setting} is not https (${url.protocol}//): browsers block or expose it`,
    })
  }
  return found
}

export function checkConfiguration(env: Env): Finding[] {
  const found: Finding[] = []

  const site = env.VITE_SITE_URL
  found.push(
    ...urlProblems(
      'VITE_SITE_URL',
      site,
      'canonical URLs, the sitemap and social cards would name oakandember.example',
    ),
  )
  const siteUrl = site ? parse(site) : null
  if (siteUrl && /\.example$/i.test(siteUrl.hostname)) {
    found.push({
      setting: 'VITE_SITE_URL',
      message: `VITE_SITE_URL is still the placeholder ${siteUrl.hostname}`,
    })
  }

  for (const setting of WEBHOOK_SETTINGS) {
    const value = env[setting]
    found.push(
      ...urlProblems(
        setting,
        value,
        'the form posts to the local inbox of `npm start`, which does not exist in production',
      ),
    )
    if (value && /\/webhook-test\//.test(value)) {
      found.push({
        setting,
        message: `${setting} is an n8n test URL (/webhook-test/): it only answers while the workflow editor is listening; use the production /webhook/ URL`,
      })
    }
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

/** Exit code: configuration problems always fail; samples fail only with --strict. */
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
