/**
 * npm run snapshot: public blog posts (published and due) from Firestore (or the emulator) into
 * snapshots/blog-posts.json, covers into public/blog-media/covers/, the images of post bodies into
 * public/blog-media/body/.
 *
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8181 npm run snapshot     # the emulator
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run snapshot    # the real project
 *
 * Exit codes: 0 written or unchanged; 1 Firestore unreachable, credentials missing, or a timeout
 * (the snapshot is then left exactly as it was). Its default paths are scripts/snapshot/outputs.ts's
 * (relative to the working directory), which the deploy workflow commits back. SNAPSHOT_FILE, SNAPSHOT_TIMEOUT_MS,
 * SNAPSHOT_COVERS_DIR and SNAPSHOT_BODY_DIR override the defaults (tests use them); photos uploaded in
 * the desk are read from MEDIA_BUCKET, or under the emulator from MEDIA_DIR. In GitHub Actions the result is
 * also written to $GITHUB_OUTPUT as changed=true|false.
 */
import { appendFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { mediaStoreFromEnv } from '../server/media/fromEnv'
import { connect, SnapshotError } from './snapshot/firestore'
import { BODY_IMAGES_DIR, COVERS_DIR, POSTS_FILE } from './snapshot/outputs'
import { DEFAULT_TIMEOUT_MS, runSnapshot } from './snapshot/run'

async function main(): Promise<number> {
  const file = resolve(process.env.SNAPSHOT_FILE || POSTS_FILE)
  const publicDir = resolve('public')
  const coversDir = resolve(process.env.SNAPSHOT_COVERS_DIR || COVERS_DIR)
  const timeoutMs = Number(process.env.SNAPSHOT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS
  let connection: Awaited<ReturnType<typeof connect>> | null = null
  try {
    connection = await connect()
    const summary = await runSnapshot({
      db: connection.db,
      target: connection.target,
      file,
      covers: {
        publicDir,
        coversDir,
        media: mediaStoreFromEnv(process.env, connection.app, connection.emulated),
      },
      bodyDir: resolve(process.env.SNAPSHOT_BODY_DIR || BODY_IMAGES_DIR),
      timeoutMs,
    })
    if (process.env.GITHUB_OUTPUT)
      appendFileSync(process.env.GITHUB_OUTPUT, `changed=${summary.changed}\n`)
    return 0
  } catch (error) {
    const message =
      error instanceof SnapshotError ? error.message : String((error as Error)?.stack ?? error)
    console.error(`Snapshot failed: ${message}`)
    console.error(`${file} was left untouched.`)
    return 1
  } finally {
    // Bounded: after a timeout the app may still be waiting on a dead connection.
    await Promise.race([
      connection?.close().catch(() => {}),
      new Promise((done) => setTimeout(done, 2000).unref()),
    ])
  }
}

// Exit explicitly: a timed-out request may still hold a socket open.
main().then((code) => process.exit(code))
