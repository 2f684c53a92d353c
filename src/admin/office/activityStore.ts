import {
  addDoc,
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
} from 'firebase/firestore'
import { ACTIVITY, type ReachKind } from '../../lib/leadActivity'
import type { DeskFirebase } from '../firebase'
import { type ActivityEntry, parseActivity } from './activity'
import { LEADS } from './leadStore'

/** Who and when, as the rules check them: the signed-in address and the server's clock. */
export function signature({ auth }: DeskFirebase) {
  return { at: serverTimestamp(), by: auth.currentUser?.email ?? '' }
}

export function watchActivity(
  firebase: DeskFirebase,
  leadId: string,
  onChange: (entries: ActivityEntry[]) => void,
  onError: (error: Error) => void,
): () => void {
  const entries = collection(doc(firebase.db, LEADS, leadId), ACTIVITY)
  return onSnapshot(
    query(entries, orderBy('at', 'asc')),
    { includeMetadataChanges: false },
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const entry = parseActivity(d.id, d.data({ serverTimestamps: 'estimate' }))
          return entry ? [entry] : []
        }),
      ),
    onError,
  )
}

// A call, an email or a text started from the office: kept even when sent later (offline), as the
// tap happened now; its time is the server's when it arrives.
export function recordReach(firebase: DeskFirebase, leadId: string, kind: ReachKind): void {
  const entries = collection(doc(firebase.db, LEADS, leadId), ACTIVITY)
  addDoc(entries, { ...signature(firebase), kind }).catch(() => undefined)
}
