import { COLLECTION } from '../blog/live'
import { type PostDocument, parsePostDocument } from '../blog/schema'
import type { DeskFirebase } from './firebase'
import { listRevisionsOf, type Revision as RevisionOf } from './store/history'

export type Revision = RevisionOf<PostDocument>

/** Newest first. Revisions the schema refuses are left out rather than failing the list. */
export function listRevisions({ db }: DeskFirebase, postId: string): Promise<Revision[]> {
  return listRevisionsOf(db, COLLECTION, postId, (data) => {
    const parsed = parsePostDocument(data)
    return parsed.ok ? parsed.post : null
  })
}
