/**
 * npm run slugs:backfill: reserves the slug of every post saved before reservations existed
 * (once per project, before the desk's first save there; the desk takes a missing reservation on
 * a post's next save anyway). Lists slugs two posts share, for an editor to settle.
 *
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8181 npm run slugs:backfill
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run slugs:backfill
 */
import { backfillSlugs } from './slugs/reservations'
import { connect, SnapshotError } from './snapshot/firestore'
import { COLLECTION } from './snapshot/run'

async function main(): Promise<number> {
  let connection: Awaited<ReturnType<typeof connect>> | null = null
  try {
    connection = await connect()
    const { reserved, shared } = await backfillSlugs(connection.db, COLLECTION)
    console.log(`Reserved ${Object.keys(reserved).length} slugs in ${connection.target}.`)
    for (const [slug, ids] of Object.entries(shared))
      console.log(
        `  /blog/${slug}/ is carried by several posts (${ids.join(', ')}): change all but one.`,
      )
    return Object.keys(shared).length ? 1 : 0
  } catch (error) {
    console.error(
      `Back-fill failed: ${error instanceof SnapshotError ? error.message : String(error)}`,
    )
    return 1
  } finally {
    await connection?.close().catch(() => {})
  }
}

main().then((code) => process.exit(code))
