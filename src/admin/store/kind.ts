import type { DocumentData } from 'firebase/firestore'

/**
 * A collection the desk saves through ./guardedWrite.ts: where it lives, how a stored document
 * is read back, and which of the posts' guarantees it has (docs/decisions/0018, 0024).
 */
export interface DocKind<Stored> {
  collection: string
  /** What the writer calls one ("post", "project"), for messages. */
  noun: string
  /** The stored document as the desk edits it, or null when its schema refuses it. */
  parse: (id: string, data: DocumentData) => Stored | null
  /** Its slugs are reserved: `{namespace}/{slug}` holds `{ [holder]: id }`. */
  slugs?: { namespace: string; holder: string }
  /** Each save records its version in `{collection}/{id}/revisions` (./history.ts). */
  history?: boolean
}

/** What the editor opened: null for a new document, else the `updatedAt` it was loaded with. */
export type Base = { updatedAt: string | null } | null
