// The admin SDK's side of uses.ts; exercised by the desk's photo journeys on the emulator
// (e2e/desk-photos.firestore.ts), the logic above it by handler.test.ts.
import type { Firestore } from 'firebase-admin/firestore'
import { MEDIA_USES_COLLECTION } from '../../src/lib/mediaAddress'
import type { ContentReader, DocData } from './uses'

function keysOf(data: DocData | undefined): string[] {
  const uses = data?.uses
  return uses && typeof uses === 'object' ? Object.keys(uses) : []
}

export function firestoreContentReader(db: Firestore): ContentReader {
  const index = db.collection(MEDIA_USES_COLLECTION)
  return {
    async index(hash) {
      if (hash) {
        const one = await index.doc(hash).get()
        return new Map(one.exists ? [[hash, keysOf(one.data())]] : [])
      }
      const all = await index.get()
      return new Map(all.docs.map((d) => [d.id, keysOf(d.data())]))
    },
    async documents(paths) {
      if (!paths.length) return new Map()
      const read = await db.getAll(...paths.map((path) => db.doc(path)))
      return new Map(read.flatMap((d) => (d.exists ? [[d.ref.path, d.data() as DocData]] : [])))
    },
    async collections(names) {
      const read = await Promise.all(names.map((name) => db.collection(name).get()))
      return new Map(read.flatMap((q) => q.docs.map((d) => [d.ref.path, d.data()])))
    },
    forget: async (hash) => {
      await index.doc(hash).delete()
    },
  }
}
