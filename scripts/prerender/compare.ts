// `npm run test:build`: dist/ shows what the visible-pages fixture holds, and a second build on one
// thread, with PROBES in its environment and its subset fonts made again (as on a fresh clone), is
// the same byte for byte and leaks no probe (docs/decisions/0027-renderer-patch.md).

import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { ensureBuilt } from './ensureBuilt'
import { FIXTURE, visibleDifferences } from './visibleText'

// Vite bundles every VITE_* variable where code reads import.meta.env whole: hence the unread one.
export const PROBES: Record<string, string> = {
  LEAD_FORWARD_URL: 'https://probe-forward.example/webhook/abc',
  LEAD_FORWARD_SECRET: 'probe-secret-value-0123456789abcdef',
  VITE_NEWSLETTER_WEBHOOK_URL: 'https://probe-n8n.example/webhook/news',
  VITE_CONTACT_WEBHOOK_URL: 'https://probe-n8n.example/webhook/contact',
  VITE_PROBE_SECRET: 'probe-vite-secret-42',
}

const MANIFEST = /^static-loader-data-manifest-([a-z0-9]+)\.json$/

export function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      else out.push(relative(dir, path))
    }
  }
  walk(dir)
  return out.sort()
}

export function buildId(dir: string): string {
  const ids = readdirSync(dir).flatMap((file) => MANIFEST.exec(file)?.[1] ?? [])
  if (ids.length !== 1)
    throw new Error(`Expected one loader-data manifest in ${dir}, found ${ids.length}`)
  return ids[0] as string
}

export function compareBuilds(a: string, b: string): string[] {
  const inA = new Set(listFiles(a))
  const inB = new Set(listFiles(b))
  const differences: string[] = []
  for (const file of [...new Set([...inA, ...inB])].sort()) {
    if (!inA.has(file) || !inB.has(file))
      differences.push(`${file}: only in ${inA.has(file) ? a : b}`)
    else if (!readFileSync(join(a, file)).equals(readFileSync(join(b, file))))
      differences.push(`${file}: contents differ`)
  }
  return differences
}

// A value can come out escaped (`https:\/\/host`) or split from its path: a host is a needle too.
export function needles(probes: Record<string, string>): { needle: string; names: string[] }[] {
  const byNeedle = new Map<string, string[]>()
  for (const [name, value] of Object.entries(probes)) {
    const host = URL.canParse(value) ? new URL(value).host : ''
    for (const needle of [value, ...(host ? [host] : [])])
      byNeedle.set(needle, [...(byNeedle.get(needle) ?? []), name])
  }
  return [...byNeedle].map(([needle, names]) => ({ needle, names }))
}

export function findLeaks(dir: string, probes: Record<string, string>): string[] {
  const wanted = needles(probes).map((n) => ({ ...n, bytes: Buffer.from(n.needle) }))
  const leaks: string[] = []
  for (const file of listFiles(dir)) {
    const bytes = readFileSync(join(dir, file))
    const found = wanted.filter((w) => bytes.includes(w.bytes))
    const whole = new Set(found.flatMap((w) => w.names.filter((name) => probes[name] === w.needle)))
    for (const name of whole) leaks.push(`${file}: ${name}=${probes[name]}`)
    for (const { needle, names } of found) {
      // A host inside a whole value already named is that leak, not another.
      if ([...whole].some((name) => probes[name]?.includes(needle))) continue
      const hostOf = names.filter((name) => probes[name] !== needle)
      if (hostOf.length) leaks.push(`${file}: ${needle} (the host of ${hostOf.join(', ')})`)
    }
  }
  return leaks
}

const HTML_ENTITIES: Record<string, string> = { quot: '"', apos: "'", amp: '&', lt: '<', gt: '>' }

export function formAction(policy: string): string | null {
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/)
    if (name?.toLowerCase() === 'form-action') return values.join(' ')
  }
  return null
}

// finish.ts writes exactly one policy meta per page.
export function formActionProblems(dir: string): string[] {
  const problems: string[] = []
  for (const file of listFiles(dir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(dir, file), 'utf8')
    const metas = [
      ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi),
    ].map((m) =>
      (m[1] ?? '').replace(/&(quot|apos|amp|lt|gt);/g, (_, e: string) => HTML_ENTITIES[e] ?? ''),
    )
    if (metas.length !== 1) {
      problems.push(`${file}: ${metas.length} Content-Security-Policy metas, expected 1`)
      continue
    }
    const action = formAction(metas[0] ?? '')
    if (action !== "'self'") problems.push(`${file}: form-action ${action ?? 'missing'}`)
  }
  return problems
}

interface HostingHeaders {
  hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] }
}

export function headerFormActionProblems(config: HostingHeaders): string[] {
  const problems: string[] = []
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue
      const action = formAction(header.value)
      if (action !== null && action !== "'self'")
        problems.push(`firebase.json ${rule.source}: form-action ${action}`)
    }
  }
  return problems
}

function main(): number {
  ensureBuilt()
  const dist = resolve('dist')
  const visible = visibleDifferences(dist)
  if (visible.length) {
    console.error(
      `What a visitor sees of dist/ differs from ${FIXTURE} (npx tsx scripts/prerender/visibleText.ts --write when that is meant):\n- ${visible.join('\n- ')}`,
    )
    return 1
  }
  console.log(`Every page of dist/ shows what ${FIXTURE} holds.`)
  const single = resolve('.data/single-thread')
  rmSync(single, { recursive: true, force: true })
  const started = performance.now()
  const build = spawnSync('node', ['scripts/prerender/ssg.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...PROBES,
      RENDER_WORKERS: '1',
      // Made again in place, not deleted: builds beside this one read them (decision 0031).
      FONTS_FRESH: '1',
      // It names the loader-data files and is in every page's policy hashes.
      SSG_BUILD_ID: buildId(dist),
      BUILD_OUT_DIR: single,
    },
  })
  if (build.status !== 0) {
    console.error(`The single-thread build failed (exit ${build.status})`)
    return 1
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const checking = performance.now()
  const differences = compareBuilds(dist, single)
  const files = listFiles(dist).length
  const leaks = findLeaks(single, PROBES)
  const leakedFiles = new Set(leaks.map((leak) => leak.slice(0, leak.indexOf(': ')))).size
  const formActions = [
    ...formActionProblems(single),
    ...headerFormActionProblems(
      JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingHeaders,
    ),
  ]
  const checked = ((performance.now() - checking) / 1000).toFixed(1)
  const failures = [
    differences.length &&
      `The single-thread build (${seconds} s, with the probe settings) differs from dist/ in ${differences.length} of ${files} files:\n- ${differences.join('\n- ')}`,
    leaks.length &&
      `A setting of the build's environment reached ${leakedFiles} file${leakedFiles === 1 ? '' : 's'} of its output:\n- ${leaks.join('\n- ')}`,
    formActions.length &&
      `Forms may post somewhere other than the site itself:\n- ${formActions.join('\n- ')}`,
  ].filter(Boolean)
  if (failures.length) {
    console.error(`${failures.join('\n\n')}\n\nThe output is kept in ${single}.`)
    return 1
  }
  console.log(
    `The single-thread build (${seconds} s, with ${Object.keys(PROBES).length} probe settings) and dist/ are the same: ${files} files, byte for byte (the fonts made again by the build entry); none holds a probe's value, and every page's policy has form-action 'self' (${checked} s).`,
  )
  rmSync(single, { recursive: true, force: true })
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  process.exit(main())
