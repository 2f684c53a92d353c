// Which documents use a photo, as the server reads them itself: the desk's index (mediaUses) only
// says where to look. docs/decisions/0041-published-photos.md
import { mediaUsesIn, parseIndexKey } from '../../src/lib/mediaAddress'

export interface MediaUse {
  /** The document's collection (`blog-posts`, `projects`, …), its own for a deleted one. */
  collection: string
  id: string
  title: string
  /** The alt text each place in it gives the photo. */
  alts: string[]
  /** Published and due: visitors may see it now. */
  live: boolean
  /** Only its copy in Recently deleted uses it: restoring it would bring the photo back. */
  deleted: boolean
}

export type DocData = Record<string, unknown>

/** What the server reads of Firestore, with admin credentials (firestoreUses.ts). */
export interface ContentReader {
  /** `mediaUses/{hash}`'s keys (`{collection}:{id}`), of one photo or of all. */
  index(hash?: string): Promise<Map<string, string[]>>
  /** Documents by path (`blog-posts/abc`); a missing one is left out. */
  documents(paths: string[]): Promise<Map<string, DocData>>
  /** Whole collections, by path. */
  collections(names: string[]): Promise<Map<string, DocData>>
  /** The photo's index entry goes with the photo. */
  forget(hash: string): Promise<void>
}

export interface MediaUses {
  /** Whether published, due content uses the photo: then anyone may see it. */
  isPublic(hash: string, now: Date): Promise<boolean>
  /** Every use of every photo: drafts, scheduled and recently deleted documents included. */
  all(now: Date): Promise<Map<string, MediaUse[]>>
  forget(hash: string): Promise<void>
}

/** Where photos are used, read whole: an index written before a document was saved may be missing. */
export const CONTENT_WITH_PHOTOS = ['blog-posts', 'projects'] as const
/** A deleted document's copy (src/admin/store/tombstones.ts: `{ document, deletedAt, … }`). */
export const TOMBSTONES: Record<string, string> = {
  'blog-posts': 'deletedPosts',
  projects: 'deletedProjects',
}
const ORIGIN_OF = Object.fromEntries(Object.entries(TOMBSTONES).map(([from, to]) => [to, from]))

function millis(value: unknown): number | null {
  if (value instanceof Date) return value.getTime()
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis
  return typeof toMillis === 'function' ? Number(toMillis.call(value)) : null
}

/** Published, and due when it has a publishing time (posts; a project has none). */
export function isLive(data: DocData, now: Date): boolean {
  if (data.status !== 'published') return false
  if (data.publishedAt === undefined) return true
  const at = millis(data.publishedAt)
  return at !== null && at <= now.getTime()
}

function documentUse(path: string, data: DocData, hash: string, now: Date): MediaUse | null {
  const [collection = '', id = ''] = path.split('/')
  const origin = ORIGIN_OF[collection]
  const document = origin ? (data.document as DocData | undefined) : data
  if (!document || typeof document !== 'object') return null
  const alts = mediaUsesIn(document).get(hash)
  if (!alts) return null
  const title = [document.title, document.name].find((t) => typeof t === 'string' && t.trim())
  return {
    collection: origin ?? collection,
    id,
    title: typeof title === 'string' ? title : id,
    alts,
    live: !origin && isLive(document, now),
    deleted: Boolean(origin),
  }
}

const pathsOf = (keys: string[]) =>
  keys.flatMap((key) => {
    const use = parseIndexKey(key)
    return use ? [`${use.collection}/${use.id}`] : []
  })

export function mediaUses(reader: ContentReader): MediaUses {
  return {
    async isPublic(hash, now) {
      const paths = pathsOf((await reader.index(hash)).get(hash) ?? [])
      const documents = await reader.documents(paths)
      return [...documents].some(
        ([path, data]) => documentUse(path, data, hash, now)?.live === true,
      )
    },
    async all(now) {
      const read = [...CONTENT_WITH_PHOTOS, ...CONTENT_WITH_PHOTOS.map((c) => TOMBSTONES[c] ?? c)]
      const [index, whole] = await Promise.all([reader.index(), reader.collections(read)])
      // Indexed documents of other collections (one added later), and their copies if deleted.
      const elsewhere = [...new Set(pathsOf([...index.values()].flat()))].filter(
        (path) => !whole.has(path),
      )
      const documents = new Map([...whole, ...(await reader.documents(elsewhere))])
      const uses = new Map<string, MediaUse[]>()
      for (const [path, data] of documents)
        for (const hash of mediaUsesIn(origin(path) ? data.document : data).keys()) {
          const use = documentUse(path, data, hash, now)
          if (use) uses.set(hash, [...(uses.get(hash) ?? []), use])
        }
      return uses
    },
    forget: (hash) => reader.forget(hash),
  }
}

const origin = (path: string) => ORIGIN_OF[path.split('/')[0] ?? '']
