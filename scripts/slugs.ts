// For posts saved before reservations existed; shared slugs are listed for an editor to settle.
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
