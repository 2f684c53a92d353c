// A document saved before its history began first records the version it had, unsigned.
import {
  collection,
  type DocumentData,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
} from 'firebase/firestore'

export const REVISIONS = 'revisions'

export interface Revision<Doc> {
  id: string
  doc: Doc
  savedAt: string
  /** Who saved it; null for the version a document had before its history began. */
  savedBy: string | null
}

export const revisionsOf = (db: Firestore, collectionName: string, id: string) =>
  collection(db, collectionName, id, REVISIONS)

export function revisionFields(data: DocumentData): DocumentData {
  const { updatedAt: _updatedAt, ...fields } = data
  return fields
}

// Revisions `parse` refuses are left out rather than failing the list.
export async function listRevisionsOf<Doc>(
  db: Firestore,
  collectionName: string,
  id: string,
  parse: (data: DocumentData) => Doc | null,
): Promise<Revision<Doc>[]> {
  const snap = await getDocs(query(revisionsOf(db, collectionName, id), orderBy('savedAt', 'desc')))
  const revisions: Revision<Doc>[] = []
  for (const d of snap.docs) {
    const savedAt = d.get('savedAt')
    const parsed = parse({ ...d.data(), updatedAt: savedAt })
    if (parsed && savedAt instanceof Timestamp)
      revisions.push({
        id: d.id,
        doc: parsed,
        savedAt: savedAt.toDate().toISOString(),
        savedBy: typeof d.get('savedBy') === 'string' ? d.get('savedBy') : null,
      })
  }
  return revisions
}

// Read before a save: a transaction cannot query.
export async function hasRevisions(db: Firestore, collectionName: string, id: string) {
  return !(await getDocs(query(revisionsOf(db, collectionName, id), limit(1)))).empty
}
