// Issue 26's journey, built into .data/journey-site so snapshots/ and public/ stay as they are.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CONTENT_MEDIA_DIR } from '../snapshot/outputs'

export const JOURNEY_DIR = resolve('.data/journey-site')

type Run = (label: string, command: string, args: string[], env?: Record<string, string>) => void

export function journeyPhase(options: { emulatorHost: string; authHost: string; run: Run }) {
  const { run } = options
  const media = join(JOURNEY_DIR, 'media')
  rmSync(JOURNEY_DIR, { recursive: true, force: true })
  for (const dir of ['snapshots', 'blog']) mkdirSync(join(JOURNEY_DIR, dir), { recursive: true })
  copyFileSync('firebase.json', join(JOURNEY_DIR, 'firebase.json'))
  const config = 'scripts/firestore/playwright.journey.config.ts'
  const playwright = (label: string, half: 'desk' | 'site', env: Record<string, string> = {}) =>
    run(label, 'npx', ['playwright', 'test', '--config', config], { ...env, JOURNEY_HALF: half })

  playwright('The journey in the desk at 390 px (Playwright)', 'desk', {
    FIRESTORE_EMULATOR_HOST: options.emulatorHost,
    FIREBASE_AUTH_EMULATOR_HOST: options.authHost,
    MEDIA_DIR: media,
  })
  run('Snapshot of the journey', 'npx', ['tsx', 'scripts/snapshot.ts'], {
    FIRESTORE_EMULATOR_HOST: options.emulatorHost,
    MEDIA_DIR: media,
    SNAPSHOT_ROOT: JOURNEY_DIR,
    // The emulator holds no posts: the blog's outputs are set aside, the build keeps the committed.
    SNAPSHOT_FILE: join(JOURNEY_DIR, 'blog', 'blog-posts.json'),
    SNAPSHOT_COVERS_DIR: join(JOURNEY_DIR, 'blog', 'covers'),
    SNAPSHOT_BODY_DIR: join(JOURNEY_DIR, 'blog', 'body'),
  })
  run('Build of the journey', 'node', ['scripts/prerender/ssg.mjs'], {
    BUILD_OUT_DIR: join(JOURNEY_DIR, 'dist'),
    CONTENT_SNAPSHOT_DIR: join(JOURNEY_DIR, 'snapshots'),
  })
  // As hostileCorpus copies its body images: the build copies them from public/, not from here.
  const variants = join(JOURNEY_DIR, CONTENT_MEDIA_DIR)
  if (existsSync(variants))
    cpSync(variants, join(JOURNEY_DIR, 'dist', 'content-media'), { recursive: true })
  playwright('The journey’s site, as files and at 390 px (Playwright)', 'site')
}
