// Overwrites documents with the same ids; a real project asks first (`-- --yes`).

import { contentSeedDocuments, seedContent } from './seed/content'
import { seedDocuments } from './seed/documents'
import { backfillSlugs } from './slugs/reservations'
import { connect, SnapshotError } from './snapshot/firestore'
import { COLLECTION } from './snapshot/run'

async function main(): Promise<number> {
  if (!process.env.FIRESTORE_EMULATOR_HOST && !process.argv.includes('--yes')) {
    console.error('Refusing to write seed posts to a real Firestore project without --yes.')
    return 1
  }
  let connection: Awaited<ReturnType<typeof connect>> | null = null
  try {
    connection = await connect()
    const docs = seedDocuments()
    const batch = connection.db.batch()
    for (const doc of docs) batch.set(connection.db.collection(COLLECTION).doc(doc.id), doc.data)
    await batch.commit()
    // Each post's slug reserved, as the desk's saves require (firestore.rules).
    const { shared } = await backfillSlugs(connection.db, COLLECTION)
    const content = contentSeedDocuments()
    await seedContent(connection.db, content)
    console.log(
      `Seeded ${docs.length} ${COLLECTION} documents and ${content.length} content documents into ${connection.target}.`,
    )
    for (const slug of Object.keys(shared))
      console.log(`  /blog/${slug}/ is carried by several posts: run npm run slugs:backfill.`)
    return 0
  } catch (error) {
    console.error(`Seed failed: ${error instanceof SnapshotError ? error.message : String(error)}`)
    return 1
  } finally {
    await connection?.close().catch(() => {})
  }
}

main().then((code) => process.exit(code))
