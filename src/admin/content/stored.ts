// `updatedAt` is the precondition of the next save (docs/decisions/0018).
import { type DocumentData, Timestamp } from 'firebase/firestore'
import type { z } from 'zod'

export interface Stored<Doc> {
  id: string
  doc: Doc
  /** Null for a document written without one (by the seed, say). */
  updatedAt: string | null
}

export function storedFrom<S extends z.ZodType>(
  schema: S,
  id: string,
  data: DocumentData,
): Stored<z.infer<S>> | null {
  const { updatedAt, ...fields } = data
  const parsed = schema.safeParse(fields)
  if (!parsed.success) return null
  const at = updatedAt instanceof Timestamp ? updatedAt.toDate().toISOString() : null
  return { id, doc: parsed.data, updatedAt: at }
}

export function problemsOf(schema: z.ZodType, data: DocumentData): string[] {
  const { updatedAt: _u, ...fields } = data
  const parsed = schema.safeParse(fields)
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`)
}
