import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from '../scripts/browser'
import { LOCAL_EDITOR, makeAccounts } from '../scripts/desk/accounts'
import { writeEmulatorFirebaseJson } from '../scripts/desk/hosting'
import { postDoc } from '../scripts/firestore/admin'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, test } from './support/fixtures'
import { median } from './support/inp'
import { signIn } from './support/office'

/**
 * The desk's first load on a phone at 4× CPU (Chrome's throttling over CDP), HTTP cache off: from
 * the navigation to a post's editor until its body can be typed in and the toolbar used, and the
 * JavaScript it took. A benchmark (decision 0040): skipped unless DESK_EDITOR_BENCH=1. With
 * DESK_BENCH_SITES="before=DIR after=DIR" (each a folder holding dist/, built for these emulators)
 * it serves each build beside the phase's own and alternates them, run by run.
 */
const RUNS = Number(process.env.DESK_BENCH_RUNS ?? 5)
test.skip(process.env.DESK_EDITOR_BENCH !== '1', 'a benchmark: DESK_EDITOR_BENCH=1')
test.use({ launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS } })

const { admin, host, authHost, reset } = deskEmulators()
const CONTENT = Array.from(
  { length: 12 },
  (_, i) =>
    `## Part ${i + 1}\n\nA paragraph about patios, pavers and the base under them, long enough to wrap on a phone.\n\n- Pavers\n- Gravel\n- Sand`,
).join('\n\n')

interface Site {
  label: string
  url: string
  server?: ChildProcess
}
const sites: Site[] = []

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000)
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR])
  await admin
    .posts()
    .doc('bench')
    .set(postDoc('bench-post', new Date('2026-03-02T15:00:00Z'), { content: CONTENT }))
  const given = (process.env.DESK_BENCH_SITES ?? '').split(/\s+/).filter(Boolean)
  if (!given.length) sites.push({ label: 'this build', url: baseURL ?? '' })
  for (const [i, entry] of given.entries()) {
    const [label = '', dir = ''] = entry.split('=')
    const siteDir = resolve(dir)
    if (!existsSync(join(siteDir, 'dist'))) throw new Error(`${siteDir} holds no dist/`)
    writeEmulatorFirebaseJson(join(siteDir, 'firebase.json'), [host, authHost])
    const port = 4661 + i + Number(process.env.DESK_BENCH_PORT_OFFSET ?? 0)
    const answers = await fetch(`http://localhost:${port}/`).then(
      () => true,
      () => false,
    )
    if (answers) throw new Error(`Port ${port} is taken: set DESK_BENCH_PORT_OFFSET`)
    const server = spawn('npx', ['tsx', 'scripts/firestore/serve-site.ts'], {
      env: { ...process.env, PORT: String(port), SITE_DIR: siteDir },
      stdio: 'ignore',
      // A group of its own: npx starts the server as its child, and both go at the end.
      detached: true,
    })
    const url = `http://localhost:${port}`
    server.once('exit', (code) => {
      if (code) console.error(`The server of ${label} stopped (${code}): is port ${port} taken?`)
    })
    await expect
      .poll(
        () =>
          fetch(`${url}/`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true)
    sites.push({ label, url, server })
  }
})
test.afterAll(async () => {
  for (const site of sites) if (site.server?.pid) process.kill(-site.server.pid)
  await admin.close()
})

/**
 * Records, in the page from its first script on, the milliseconds from the navigation until the
 * body takes typing (the textarea, or the editor's content, holding the post) and the toolbar is
 * enabled, and a frame has been drawn after that.
 */
function recordEditorReady() {
  const ready = () => {
    const body = document.getElementById('body')
    const bold = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Bold')
    if (!body || !bold || bold.disabled) return false
    if (body instanceof HTMLTextAreaElement) return body.value.includes('Part 1')
    return body.isContentEditable && (body.textContent ?? '').includes('Part 1')
  }
  const check = () => {
    if (!ready()) return requestAnimationFrame(check)
    requestAnimationFrame(() =>
      setTimeout(() => {
        ;(window as unknown as { deskReady: number }).deskReady = Math.round(performance.now())
      }),
    )
  }
  requestAnimationFrame(check)
}

async function signedInPhone(browser: Browser, site: Site) {
  const context = await browser.newContext({ ...PHONE, baseURL: site.url })
  const page = await context.newPage()
  await signIn(page, LOCAL_EDITOR)
  return context
}

async function oneLoad(site: Site, context: Awaited<ReturnType<typeof signedInPhone>>) {
  const page = await context.newPage()
  await page.addInitScript(recordEditorReady)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const scripts: Promise<Buffer>[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.body().catch(() => Buffer.alloc(0)))
  })
  await page.goto(`${site.url}/admin/edit/bench/`)
  const ready = Number(
    await (
      await page.waitForFunction(
        () => (window as unknown as { deskReady?: number }).deskReady,
        null,
        {
          timeout: 60_000,
        },
      )
    ).jsonValue(),
  )
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const bodies = await Promise.all(scripts)
  await page.close()
  return {
    ready,
    raw: bodies.reduce((sum, b) => sum + b.length, 0),
    gzip: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  }
}

test('the desk’s first load to a post’s editor at 4× CPU on a phone', async ({ browser }) => {
  test.setTimeout(600_000)
  const contexts = await Promise.all(sites.map((site) => signedInPhone(browser, site)))
  const runs = sites.map(() => [] as Awaited<ReturnType<typeof oneLoad>>[])
  // Alternating, so that whatever else the machine does falls on every build alike.
  for (let run = 0; run < RUNS; run++)
    for (const [i, site] of sites.entries()) {
      const context = contexts[i]
      if (context) runs[i]?.push(await oneLoad(site, context))
    }
  const table = sites.map((site, i) => {
    const own = runs[i] ?? []
    return {
      build: site.label,
      'editor ready, median (ms)': median(own.map((r) => r.ready)),
      'each (ms)': own.map((r) => r.ready).join(', '),
      'JS raw (KB)': Math.round((own[0]?.raw ?? 0) / 1024),
      'JS gzip (KB)': Math.round((own[0]?.gzip ?? 0) / 1024),
    }
  })
  console.table(table)
  test.info().annotations.push({ type: 'benchmark', description: JSON.stringify(table) })
  for (const context of contexts) await context.close()
  expect(table.every((row) => row['editor ready, median (ms)'] > 0)).toBe(true)
})
