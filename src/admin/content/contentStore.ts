// A document is validated before it is sent, so a refusal names the field rather than the
// database's "permission denied".
import {
  collection,
  type DocumentData,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
} from 'firebase/firestore'
import type { z } from 'zod'
import type { DeskFirebase } from '../firebase'
import { deleteGuarded, saveGuarded } from '../store/guardedWrite'
import { listRevisionsOf, type Revision } from '../store/history'
import type { Base, DocKind } from '../store/kind'
import { problemsOf, type Stored } from './stored'

export class InvalidDocument extends Error {
  constructor(readonly problems: string[]) {
    super(`Not saved: ${problems.join('; ')}`)
  }
}

export interface ContentList<Doc> {
  items: Stored<Doc>[]
  /** Written by hand in the console, say. */
  invalid: { id: string; problems: string[] }[]
}

export interface ContentStore<Doc> {
  list: (firebase: DeskFirebase) => Promise<ContentList<Doc>>
  read: (firebase: DeskFirebase, id: string) => Promise<Stored<Doc> | null>
  /** `stamped`: fields the server's time fills (a post's Publish now). */
  save: (
    firebase: DeskFirebase,
    id: string,
    base: Base,
    value: Doc,
    options?: { stamped?: readonly string[] },
  ) => Promise<Stored<Doc>>
  remove: (firebase: DeskFirebase, id: string, base: Base) => Promise<void>
  revisions: (firebase: DeskFirebase, id: string) => Promise<Revision<Doc>[]>
  newId: (firebase: DeskFirebase) => string
}

interface StoreOptions<Doc> {
  /** What the schema cannot know (another project's slug, a reserved word). */
  check?: (value: Doc) => string[]
  encode?: (value: Doc) => DocumentData
}

export function contentStore<S extends z.ZodType>(
  kind: DocKind<Stored<z.infer<S>>>,
  schema: S,
  { check = () => [], encode = (value) => value as DocumentData }: StoreOptions<z.infer<S>> = {},
): ContentStore<z.infer<S>> {
  type Doc = z.infer<S>
  const read = async ({ db }: DeskFirebase, id: string) => {
    const snap = await getDoc(doc(db, kind.collection, id))
    if (!snap.exists()) return null
    const stored = kind.parse(id, snap.data())
    if (!stored)
      throw new Error(
        `This ${kind.noun} cannot be edited here: ${problemsOf(schema, snap.data()).join('; ')}`,
      )
    return stored
  }
  return {
    read,
    list: async ({ db }) => {
      const snap = await getDocs(collection(db, kind.collection))
      const list: ContentList<Doc> = { items: [], invalid: [] }
      for (const d of snap.docs) {
        const stored = kind.parse(d.id, d.data())
        if (stored) list.items.push(stored)
        else list.invalid.push({ id: d.id, problems: problemsOf(schema, d.data()) })
      }
      return list
    },
    save: async (firebase, id, base, value, { stamped = [] } = {}) => {
      const parsed = schema.safeParse(value)
      if (!parsed.success) throw new InvalidDocument(problemsOf(schema, value as object))
      const problems = check(parsed.data)
      if (problems.length > 0) throw new InvalidDocument(problems)
      const data = encode(parsed.data)
      for (const field of stamped) data[field] = serverTimestamp()
      await saveGuarded(firebase, kind, id, base, data)
      const stored = await read(firebase, id)
      if (!stored) throw new Error(`The ${kind.noun} was saved but could not be read back.`)
      return stored
    },
    remove: (firebase, id, base) => deleteGuarded(firebase, kind, id, base),
    revisions: ({ db }, id) =>
      listRevisionsOf(
        db,
        kind.collection,
        id,
        ({ savedAt: _at, savedBy: _by, ...data }) => kind.parse(id, data)?.doc ?? null,
      ),
    newId: ({ db }) => doc(collection(db, kind.collection)).id,
  }
}
