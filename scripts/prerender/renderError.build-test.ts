// A build with a page that fails to render exits non-zero, naming the page and its document
// (docs/decisions/0038-a-build-never-ships-a-missing-page.md). The real build (ssg.mjs), its pages
// rendered in workers as every build's are, from content snapshots with one project whose gallery
// holds an upload the snapshot never encoded: the project's loader throws, as it would in production.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTENT_FILES } from '../snapshot/outputs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'render-error-'))
const snapshots = join(work, 'snapshots')
const out = join(work, 'dist')
// Its own id, to remove the server bundle a failed build leaves behind.
const buildId = `rendererror${process.pid}`

type Project = { id: string; slug: string; order: number; photos: unknown[] }

function snapshotsWithABrokenProject(): Project {
  mkdirSync(snapshots)
  for (const file of Object.values(CONTENT_FILES)) cpSync(join(ROOT, file), join(work, file))
  const file = join(work, CONTENT_FILES.projects)
  const projects = JSON.parse(readFileSync(file, 'utf8')) as Project[]
  // The first by order: the spotlight page shows it too.
  const broken = [...projects].sort((a, b) => a.order - b.order)[0]
  if (!broken) throw new Error(`${CONTENT_FILES.projects} holds no project`)
  broken.photos.push({
    source: { kind: 'upload', hash: 'e'.repeat(64) },
    alt: 'An upload without its committed variants',
  })
  writeFileSync(file, JSON.stringify(projects, null, 2))
  return broken
}

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
  rmSync(join(ROOT, '.vite-react-ssg-temp', buildId), { recursive: true, force: true })
})

describe('a build with a render error', () => {
  it('exits non-zero, naming each failed page and the document it is made from', () => {
    const broken = snapshotsWithABrokenProject()
    const build = spawnSync(process.execPath, ['scripts/prerender/ssg.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        CONTENT_SNAPSHOT_DIR: snapshots,
        BUILD_OUT_DIR: out,
        SSG_BUILD_ID: buildId,
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    const output = `${build.stdout}${build.stderr}`
    const document = `projects/${broken.id} in ${join(snapshots, 'projects.json')}`

    expect(build.status, output.slice(-4000)).toBe(1)
    for (const page of [`/portfolio/${broken.slug}/`, '/portfolio/project-spotlight/'])
      expect(output).toContain(`✗ ${page} (${document}) failed to build:`)
    expect(output).toContain(`The upload ${'e'.repeat(64)} has no committed variants`)
    expect(output).toMatch(/✗ Error: 2 of \d+ pages failed to render: /)
    // The other pages were rendered: only the document's pages failed.
    expect(existsSync(join(out, 'faq/index.html'))).toBe(true)
  })
})
