import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore'
import { REPLY_TEMPLATES, replyTemplateSchema } from '../../lib/replyTemplate'
import type { DeskFirebase } from '../firebase'
import { Offline } from '../store/errors'
import { DEFAULT_REPLIES, type ReplyTemplate } from './replies'

export interface Replies {
  templates: ReplyTemplate[]
  /** false: none stored, the default set is shown. */
  stored: boolean
}

export function watchReplies(
  { db }: DeskFirebase,
  onChange: (replies: Replies) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(db, REPLY_TEMPLATES), orderBy('order', 'asc')),
    (snap) => {
      const templates = snap.docs.flatMap((d) => {
        const parsed = replyTemplateSchema.safeParse(d.data())
        return parsed.success ? [{ id: d.id, ...parsed.data }] : []
      })
      onChange(
        snap.empty
          ? { templates: [...DEFAULT_REPLIES], stored: false }
          : { templates, stored: true },
      )
    },
    onError,
  )
}

// The first edit stores the whole default set with it, so the others do not disappear.
export async function saveReply(
  { db }: DeskFirebase,
  template: ReplyTemplate,
  shown: Replies,
): Promise<void> {
  if (!navigator.onLine) throw new Offline()
  const batch = writeBatch(db)
  const others = shown.stored ? [] : shown.templates.filter((t) => t.id !== template.id)
  for (const { id, ...fields } of [...others, template])
    batch.set(doc(db, REPLY_TEMPLATES, id), { ...fields, updatedAt: serverTimestamp() })
  await batch.commit()
}

// Removing the last one brings the default set back: a reply in a tap is always there.
export async function removeReply({ db }: DeskFirebase, id: string, shown: Replies): Promise<void> {
  if (!navigator.onLine) throw new Offline()
  if (shown.stored) return deleteDoc(doc(db, REPLY_TEMPLATES, id))
  const batch = writeBatch(db)
  for (const { id: other, ...fields } of shown.templates.filter((t) => t.id !== id))
    batch.set(doc(db, REPLY_TEMPLATES, other), { ...fields, updatedAt: serverTimestamp() })
  await batch.commit()
}
