// Firestore as uses.ts reads it, in memory: for the handler's tests (firestoreUses.ts is the real one).
import type { ContentReader, DocData } from '../media/uses'

export interface MemoryContent extends ContentReader {
  /** By path: `blog-posts/p1`, `deletedProjects/x`. */
  docs: Map<string, DocData>
  /** `mediaUses/{hash}`'s keys. */
  indexed: Map<string, string[]>
  /** The desk's save: the document, and the index of every photo it uses. */
  save(path: string, data: DocData, hashes: string[]): void
}

export function memoryContentReader(): MemoryContent {
  const docs = new Map<string, DocData>()
  const indexed = new Map<string, string[]>()
  return {
    docs,
    indexed,
    save(path, data, hashes) {
      docs.set(path, data)
      const key = path.replace('/', ':')
      for (const hash of hashes)
        indexed.set(hash, [...new Set([...(indexed.get(hash) ?? []), key])])
    },
    index: async (hash) =>
      new Map(hash ? (indexed.has(hash) ? [[hash, indexed.get(hash) ?? []]] : []) : indexed),
    documents: async (paths) =>
      new Map(paths.flatMap((path) => (docs.has(path) ? [[path, docs.get(path) ?? {}]] : []))),
    collections: async (names) =>
      new Map([...docs].filter(([path]) => names.includes(path.split('/')[0] ?? ''))),
    forget: async (hash) => {
      indexed.delete(hash)
    },
  }
}
