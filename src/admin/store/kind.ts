import type { DocumentData } from 'firebase/firestore'

// docs/decisions/0018, 0024.
export interface DocKind<Stored> {
  collection: string
  noun: string
  parse: (id: string, data: DocumentData) => Stored | null
  /** Its slugs are reserved: `{namespace}/{slug}` holds `{ [holder]: id }`. */
  slugs?: { namespace: string; holder: string }
  history?: boolean
}

export type Base = { updatedAt: string | null } | null
