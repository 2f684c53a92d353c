import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlogPost } from '../../src/blog/types'
import { POSTS_FILE, SNAPSHOT_OUTPUTS } from '../snapshot/outputs'
import { runSnapshot } from '../snapshot/run'
import { parseWorkflow, stageStep } from '../workflows/gates'
import { emulatorAdmin, postDoc } from './admin'
import { type Emulator, startEmulator } from './emulator'

/**
 * npm run snapshot against its own emulator (stopped at the end to test the failure path).
 * Port: FIRESTORE_SNAPSHOT_TEST_PORT, default 8182.
 */
const PORT = Number(process.env.FIRESTORE_SNAPSHOT_TEST_PORT ?? 8182)
const dir = mkdtempSync(join(tmpdir(), 'snapshot-test-'))
const file = join(dir, 'blog-posts.json')
const coversDir = join(dir, 'covers')
const bodyDir = join(dir, 'body')
let emulator: Emulator
let admin: ReturnType<typeof emulatorAdmin>

function snapshot(env: Record<string, string | undefined>) {
  const result = spawnSync('npx', ['tsx', 'scripts/snapshot.ts'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GOOGLE_APPLICATION_CREDENTIALS: '',
      FIREBASE_SERVICE_ACCOUNT: '',
      SNAPSHOT_FILE: file,
      SNAPSHOT_COVERS_DIR: coversDir,
      SNAPSHOT_BODY_DIR: bodyDir,
      SNAPSHOT_TIMEOUT_MS: '20000',
      ...env,
    },
    timeout: 90_000,
  })
  return { code: result.status, out: `${result.stdout}\n${result.stderr}` }
}

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12))
const HOUR = 3_600_000

beforeAll(async () => {
  emulator = await startEmulator({ port: PORT })
  admin = emulatorAdmin(emulator.host)
  const posts = admin.posts()
  await Promise.all([
    posts.doc('good-1').set(
      postDoc('first-post', day(1), {
        seo: { title: 'S', ogImage: '/blog-media/art/deck-materials-nc-climate.svg' },
      }),
    ),
    posts.doc('good-2').set(
      postDoc('second-post', day(2), {
        content:
          'A picture:\n\n![A pergola at dusk](/blog-media/art/year-round-outdoor-living-nc-climate.svg)\n\n' +
          'and one that cannot be read: ![Gone](http://127.0.0.1:9/gone.jpg)\n\n' +
          'nor may be: ![Keys](http://169.254.169.254/latest/meta-data/key.png)\n',
      }),
    ),
    posts.doc('good-3').set(
      postDoc('third-post', day(3), {
        seo: { title: 'S', ogImage: 'https://127.0.0.1:9/cover.jpg' },
      }),
    ),
    posts.doc('draft-1').set(postDoc('draft-post', day(9), { status: 'draft' })),
    posts.doc('scheduled-1').set(postDoc('scheduled-post', new Date(Date.now() + HOUR))),
    posts.doc('bad-missing').set(postDoc('missing-title', day(4), { title: undefined })),
    posts.doc('bad-type').set(postDoc('mistyped-tags', day(5), { tags: 'Patios' })),
    posts.doc('bad-date').set(postDoc('bad-date', day(6), { publishedAt: 'next Tuesday' })),
    posts.doc('bad-slug').set(postDoc('Not A Slug!', day(7))),
    posts.doc('bad-content').set(postDoc('numeric-content', day(8), { content: 42 })),
    posts.doc('dup-old').set(postDoc('second-post', day(1))),
  ])
}, 120_000)

afterAll(async () => {
  await admin?.close()
  await emulator?.stop()
})

describe('npm run snapshot', () => {
  it('writes exactly the good published, due posts, newest first, warning once per skipped document', () => {
    const { code, out } = snapshot({ FIRESTORE_EMULATOR_HOST: emulator.host })
    expect(code, out).toBe(0)
    const posts = JSON.parse(readFileSync(file, 'utf8')) as BlogPost[]
    expect(posts.map((p) => p.id)).toEqual(['good-3', 'good-2', 'good-1'])
    expect(posts.map((p) => p.publishedAt)).toEqual(
      [day(3), day(2), day(1)].map((d) => d.toISOString()),
    )
    expect(out).not.toContain('draft-1')
    // Scheduled an hour ahead: valid, so no warning, but not public yet.
    expect(out).toMatch(/not due yet, left for a later snapshot: scheduled-1 \(due /)
    const warnings = out.split('\n').filter((line) => line.startsWith('warning:'))
    for (const [id, field] of [
      ['bad-missing', 'title'],
      ['bad-type', 'tags'],
      ['bad-date', 'publishedAt'],
      ['bad-slug', 'slug'],
      ['bad-content', 'content'],
      ['dup-old', 'slug'],
    ] as const) {
      const mine = warnings.filter((w) => w.includes(`blog-posts/${id}:`))
      expect(mine, `${id} in\n${out}`).toHaveLength(1)
      expect(mine[0]).toContain(field)
    }
    expect(out).toMatch(/read 10, written 3, skipped 6; .* changed/)

    // A local cover became committed variants; an unreachable one fell back to the placeholder.
    const first = posts.find((p) => p.id === 'good-1')
    expect(first?.cover?.src).toMatch(/^\/blog-media\/covers\/first-post-[0-9a-f]{10}-1200\.jpg$/)
    expect(readdirSync(coversDir).filter((f) => f.startsWith('first-post-'))).toHaveLength(7)
    expect(posts.find((p) => p.id === 'good-3')?.cover).toBeNull()
    expect(warnings.filter((w) => w.includes('Cover of good-3'))).toEqual([
      expect.stringContaining('127.0.0.1 is not a public address'),
    ])

    // Body images: the site's picture became committed variants; the unreachable one stays as given.
    const second = posts.find((p) => p.id === 'good-2')
    expect(second?.bodyImages).toEqual([
      expect.objectContaining({
        source: '/blog-media/art/year-round-outdoor-living-nc-climate.svg',
        src: expect.stringMatching(/^\/blog-media\/body\/second-post-[0-9a-f]{10}-1200\.jpg$/),
      }),
    ])
    expect(readdirSync(bodyDir).filter((f) => f.startsWith('second-post-'))).toHaveLength(4)
    // Refused before any request (scripts/snapshot/safeFetch.ts): plain http, whatever the host.
    expect(warnings.filter((w) => w.includes('gone.jpg in good-2'))).toEqual([
      expect.stringContaining('only https: is fetched'),
    ])
    expect(warnings.filter((w) => w.includes('169.254.169.254'))).toEqual([
      expect.stringContaining('only https: is fetched'),
    ])
  })

  it('writes only paths the deploy workflow commits back: the body image among them', () => {
    // A clone's root: the snapshot runs there with its default paths (scripts/snapshot/outputs.ts).
    const root = mkdtempSync(join(tmpdir(), 'snapshot-root-'))
    const git = (...args: string[]) =>
      spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim()
    cpSync('public/blog-media/art', join(root, 'public/blog-media/art'), { recursive: true })
    mkdirSync(join(root, 'snapshots'))
    git('init', '-q')
    git('add', '-A')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'clone')
    const result = spawnSync(resolve('node_modules/.bin/tsx'), [resolve('scripts/snapshot.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GOOGLE_APPLICATION_CREDENTIALS: '',
        FIREBASE_SERVICE_ACCOUNT: '',
        SNAPSHOT_FILE: '',
        SNAPSHOT_COVERS_DIR: '',
        SNAPSHOT_BODY_DIR: '',
        FIRESTORE_EMULATOR_HOST: emulator.host,
      },
      timeout: 90_000,
    })
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
    const posts = JSON.parse(readFileSync(join(root, POSTS_FILE), 'utf8')) as BlogPost[]
    const image = posts.find((p) => p.id === 'good-2')?.bodyImages?.[0]
    expect(image?.src).toMatch(/^\/blog-media\/body\//)

    // The workflow's own stage step, given the list its list step prints (SNAPSHOT_OUTPUTS).
    const temp = mkdtempSync(join(tmpdir(), 'runner-temp-'))
    writeFileSync(join(temp, 'snapshot-outputs.txt'), `${SNAPSHOT_OUTPUTS.join('\n')}\n`)
    const stage = stageStep(parseWorkflow(readFileSync('.github/workflows/deploy.yml', 'utf8')))
    const staged = spawnSync('bash', ['-e', '-c', stage], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, RUNNER_TEMP: temp, HOME: temp },
    })
    expect(staged.status, staged.stderr).toBe(0)
    const committed = git('diff', '--cached', '--name-only').split('\n')
    expect(committed).toContain(`public${image?.src}`)
    expect(committed).toContain(POSTS_FILE)
    // Nothing the snapshot wrote is left behind.
    expect(git('status', '--porcelain', '--untracked-files=all')).not.toMatch(/^(\?\?| M)/m)
  })

  it('takes the scheduled post once it is due', async () => {
    // The same run with its clock two hours on: the post scheduled an hour ahead is now due.
    const later = join(dir, 'later.json')
    const lines: string[] = []
    const summary = await runSnapshot({
      db: admin.db,
      target: 'the test emulator',
      file: later,
      covers: { publicDir: join(process.cwd(), 'public'), coversDir: join(dir, 'later-covers') },
      bodyDir: join(dir, 'later-body'),
      now: new Date(Date.now() + 2 * HOUR),
      log: (line) => lines.push(line),
      warn: () => {},
    })
    expect(summary).toMatchObject({ written: 4, scheduled: 0 })
    const posts = JSON.parse(readFileSync(later, 'utf8')) as BlogPost[]
    expect(posts.map((p) => p.id)).toEqual(['scheduled-1', 'good-3', 'good-2', 'good-1'])
    expect(lines.join('\n')).not.toContain('not due yet')
  })

  it('reports "unchanged" on a second run and leaves the bytes identical', () => {
    const before = readFileSync(file)
    const { code, out } = snapshot({ FIRESTORE_EMULATOR_HOST: emulator.host })
    expect(code, out).toBe(0)
    expect(out).toMatch(/unchanged/)
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('exits non-zero with a clear message and leaves the file untouched without credentials', () => {
    const before = readFileSync(file)
    const { code, out } = snapshot({ FIRESTORE_EMULATOR_HOST: '' })
    expect(code).not.toBe(0)
    expect(out).toContain('No Firestore credentials')
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('exits non-zero and leaves the file untouched when the emulator is stopped', async () => {
    writeFileSync(file, `${readFileSync(file, 'utf8')}`)
    const before = readFileSync(file)
    await emulator.stop()
    const { code, out } = snapshot({ FIRESTORE_EMULATOR_HOST: emulator.host })
    expect(code).not.toBe(0)
    expect(out).toMatch(/not reachable/)
    expect(out).toContain('was left untouched')
    expect(existsSync(file) && readFileSync(file).equals(before)).toBe(true)
  })
})
