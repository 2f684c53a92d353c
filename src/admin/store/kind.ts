import type { DocumentData } from 'firebase/firestore'

// docs/decisions/0018, 0024.
export interface DocKind<Stored> {
  collection: string
  noun: string
  parse: (id: string, data: DocumentData) => Stored | null
  /** Its slugs are reserved: `{namespace}/{slug}` holds `{ [holder]: id }`. */
  slugs?: { namespace: string; holder: string }
  history?: boolean
  /** A deleted document's copy stays restorable in `{tombstones}/{id}` (./tombstones.ts). */
  tombstones?: string
}

export type Base = { updatedAt: string | null } | null
