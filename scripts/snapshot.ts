// On any failure exit 1 and nothing changes.
import { appendFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { warningsRecord } from '../server/deploy/runs'
import { mediaStoreFromEnv } from '../server/media/fromEnv'
import { runContentSnapshot } from './snapshot/content'
import { connect, SnapshotError } from './snapshot/firestore'
import { BLOG_BODY_DIR, BLOG_COVERS_DIR, BLOG_SNAPSHOT_FILE } from './snapshot/outputs'
import { DEFAULT_TIMEOUT_MS, runSnapshot } from './snapshot/run'
import { collectWarnings, isDeploySnapshot } from './snapshot/warnings'

async function main(): Promise<number> {
  const file = resolve(process.env.SNAPSHOT_FILE || BLOG_SNAPSHOT_FILE)
  const publicDir = resolve('public')
  const coversDir = resolve(process.env.SNAPSHOT_COVERS_DIR || BLOG_COVERS_DIR)
  const timeoutMs = Number(process.env.SNAPSHOT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS
  let connection: Awaited<ReturnType<typeof connect>> | null = null
  try {
    connection = await connect()
    const media = mediaStoreFromEnv(process.env, connection.app, connection.emulated)
    const deploy = isDeploySnapshot(process.env, connection.emulated)
    const warnings = collectWarnings({ annotate: deploy })
    const summary = await runSnapshot({
      db: connection.db,
      target: connection.target,
      file,
      covers: { publicDir, coversDir, media },
      bodyDir: resolve(process.env.SNAPSHOT_BODY_DIR || BLOG_BODY_DIR),
      timeoutMs,
      warn: warnings.warn,
    })
    const content = await runContentSnapshot({
      db: connection.db,
      target: connection.target,
      root: resolve(process.env.SNAPSHOT_ROOT || '.'),
      uploads: media ?? { get: async () => null },
      timeoutMs,
      log: console.log,
      warn: warnings.warn,
    })
    const changed = summary.changed || content.changed.length > 0
    console.log(`${warnings.lines.length} warning(s).`)
    // Empty too: the desk shows the newest snapshot's warnings, and none is news as well. This
    // job's key is read-only: the deploy job's start record keeps them (docs/decisions/0022).
    const record = deploy ? `warnings=${JSON.stringify(warningsRecord(warnings.lines))}\n` : ''
    if (process.env.GITHUB_OUTPUT)
      appendFileSync(process.env.GITHUB_OUTPUT, `changed=${changed}\n${record}`)
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
