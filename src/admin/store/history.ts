// A document saved before its history began first records the version it had, unsigned.
import {
  collection,
  type DocumentData,
  doc,
  type Firestore,
  getDocs,
  orderBy,
  query,
  Timestamp,
} from 'firebase/firestore'

export const REVISIONS = 'revisions'
/** Where a history begins, so the rules can tell whether it has (firestore.rules, decision 0018). */
export const ORIGIN = 'origin'

export interface Revision<Doc> {
  id: string
  doc: Doc
  /** Null for a stored version that carried no date (a project written before stamps). */
  savedAt: string | null
  /** Who saved it; null for the version a document had before its history began. */
  savedBy: string | null
}

export const revisionsOf = (db: Firestore, collectionName: string, id: string) =>
  collection(db, collectionName, id, REVISIONS)

export const originOf = (db: Firestore, collectionName: string, id: string) =>
  doc(db, collectionName, id, REVISIONS, ORIGIN)

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
    const dated = savedAt instanceof Timestamp
    const parsed = parse({ ...d.data(), updatedAt: dated ? savedAt : null })
    if (parsed && (dated || savedAt === null))
      revisions.push({
        id: d.id,
        doc: parsed,
        savedAt: dated ? savedAt.toDate().toISOString() : null,
        savedBy: typeof d.get('savedBy') === 'string' ? d.get('savedBy') : null,
      })
  }
  return revisions
}
