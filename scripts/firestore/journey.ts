// Issue 26's journey, built into .data/journey-site so snapshots/ and public/ stay as they are.
// Its blog is the hostile corpus: one snapshot and one build serve both (decision 0032).
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CONTROL_POST, HOSTILE_POSTS } from '../../e2e/fixtures/hostile-posts'
import { WRITTEN_POST } from '../../e2e/fixtures/written-post'
import { CONTENT_MEDIA_DIR } from '../snapshot/outputs'
import { emulatorAdmin, postDoc } from './admin'

export const JOURNEY_DIR = resolve('.data/journey-site')

type Run = (label: string, command: string, args: string[], env?: Record<string, string>) => void

/** The hostile posts, their control and a post as the desk writes it, added as an editor would. */
async function writeCorpus(host: string): Promise<void> {
  const admin = emulatorAdmin(host)
  try {
    const start = Date.UTC(2026, 0, 1)
    const posts = [CONTROL_POST, ...HOSTILE_POSTS, WRITTEN_POST]
    await Promise.all(
      posts.map(({ slug, title, content }, index) =>
        admin
          .posts()
          .doc(slug)
          .set(postDoc(slug, new Date(start + index * 3_600_000), { title, content })),
      ),
    )
  } finally {
    await admin.close()
  }
}

export async function journeyPhase(options: {
  emulatorHost: string
  authHost: string
  /** The build its desk half signs in to, made for these emulators. */
  siteDir: string
  run: Run
}) {
  const { run } = options
  const media = join(JOURNEY_DIR, 'media')
  const blog = join(JOURNEY_DIR, 'blog')
  rmSync(JOURNEY_DIR, { recursive: true, force: true })
  for (const dir of ['snapshots', 'blog']) mkdirSync(join(JOURNEY_DIR, dir), { recursive: true })
  copyFileSync('firebase.json', join(JOURNEY_DIR, 'firebase.json'))
  const playwright = (label: string, site: string, env: Record<string, string> = {}) =>
    run(
      label,
      'npx',
      ['playwright', 'test', '--config', 'scripts/firestore/playwright.config.ts'],
      {
        ...env,
        FIRESTORE_SITE: site,
      },
    )

  playwright('The journey in the desk at 390 px (Playwright)', 'journey-desk', {
    FIRESTORE_EMULATOR_HOST: options.emulatorHost,
    FIREBASE_AUTH_EMULATOR_HOST: options.authHost,
    EMULATOR_SITE_DIR: options.siteDir,
    MEDIA_DIR: media,
  })
  // The desk half left the content and no posts: the corpus joins them.
  await writeCorpus(options.emulatorHost)
  run('Snapshot of the journey and the hostile corpus', 'npx', ['tsx', 'scripts/snapshot.ts'], {
    FIRESTORE_EMULATOR_HOST: options.emulatorHost,
    MEDIA_DIR: media,
    SNAPSHOT_ROOT: JOURNEY_DIR,
    SNAPSHOT_FILE: join(blog, 'blog-posts.json'),
    SNAPSHOT_COVERS_DIR: join(blog, 'covers'),
    SNAPSHOT_BODY_DIR: join(blog, 'body'),
  })
  run('Build of the journey', 'node', ['scripts/prerender/ssg.mjs'], {
    BUILD_OUT_DIR: join(JOURNEY_DIR, 'dist'),
    CONTENT_SNAPSHOT_DIR: join(JOURNEY_DIR, 'snapshots'),
    BLOG_SNAPSHOT: join(blog, 'blog-posts.json'),
  })
  // The build copies these from public/, where `npm run snapshot` keeps them; here they are not.
  cpSync(join(blog, 'body'), join(JOURNEY_DIR, 'dist', 'blog-media', 'body'), { recursive: true })
  const variants = join(JOURNEY_DIR, CONTENT_MEDIA_DIR)
  if (existsSync(variants))
    cpSync(variants, join(JOURNEY_DIR, 'dist', 'content-media'), { recursive: true })
  playwright('The journey’s site, the hostile posts and a written post (Playwright)', 'journey')
}
