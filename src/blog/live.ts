// Bounded by the server's time, as the rules demand; queries are plain data, so tests check indexes.
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app'
import {
  collection,
  connectFirestoreEmulator,
  type Firestore,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  setLogLevel,
  Timestamp,
  where,
} from 'firebase/firestore/lite'
import type { LiveSettings } from './config'
import { dedupeBySlug, isPublic, parsePostDocument, toBlogPost } from './schema'
import { serverNow } from './serverTime'
import type { BlogPost, CoverImage } from './types'

export const COLLECTION = 'blog-posts'
/** A refresh reads at most this many posts: a visit costs a handful of reads, not one per post. */
export const REFRESH_LIMIT = 20
export const SLUG_LIMIT = 10
/** The site's request client's budget. */
export const READ_TIMEOUT_MS = 10_000

const APP_NAME = 'oak-ember-blog'
let db: Firestore | null = null

function database(settings: LiveSettings): Firestore {
  if (db) return db
  const app: FirebaseApp = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        {
          apiKey: settings.apiKey,
          projectId: settings.projectId,
          ...(settings.appId ? { appId: settings.appId } : {}),
          ...(settings.authDomain ? { authDomain: settings.authDomain } : {}),
        },
        APP_NAME,
      )
  db = getFirestore(app)
  // The SDK would log a failed request as a console error; the blog reports failures itself.
  setLogLevel('silent')
  if (settings.emulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = settings.emulatorHost.split(':')
    connectFirestoreEmulator(db, host, Number(port))
  }
  return db
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Firestore did not answer in ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

// No committed variants for a post read live: the editor's image URL is shown as it is.
function liveCover(ogImage: string | null): CoverImage | null {
  return ogImage ? { src: ogImage, width: 1200, height: 675, source: ogImage } : null
}

export interface QuerySpec {
  where: [field: string, op: '==' | '>' | '<=', value: string | Date][]
  orderBy: [field: string, direction: 'asc' | 'desc']
  limit: number
}

export type Clock = () => Promise<Date>

export function refreshQuery(afterIso: string | null, bound: Date): QuerySpec {
  return {
    where: [
      ['status', '==', 'published'],
      ...(afterIso ? [['publishedAt', '>', new Date(afterIso)] as QuerySpec['where'][number]] : []),
      ['publishedAt', '<=', bound],
    ],
    orderBy: ['publishedAt', 'desc'],
    limit: REFRESH_LIMIT,
  }
}

export function slugQuery(slug: string, bound: Date): QuerySpec {
  return {
    where: [
      ['status', '==', 'published'],
      ['slug', '==', slug],
      ['publishedAt', '<=', bound],
    ],
    orderBy: ['publishedAt', 'desc'],
    limit: SLUG_LIMIT,
  }
}

function constraints(spec: QuerySpec): QueryConstraint[] {
  return [
    ...spec.where.map(([field, op, value]) =>
      where(field, op, value instanceof Date ? Timestamp.fromDate(value) : value),
    ),
    orderBy(...spec.orderBy),
    limit(spec.limit),
  ]
}

async function readPosts(settings: LiveSettings, spec: QuerySpec, bound: Date) {
  const ref = collection(database(settings), COLLECTION)
  const snap = await withTimeout(getDocs(query(ref, ...constraints(spec))), READ_TIMEOUT_MS)
  const posts: BlogPost[] = []
  for (const doc of snap.docs) {
    const parsed = parsePostDocument(doc.data())
    // Checked and skipped exactly as the snapshot does.
    if (!parsed.ok) console.warn(`Skipped blog post ${doc.id}: ${parsed.problems.join('; ')}`)
    else if (isPublic(parsed.post, bound))
      posts.push(toBlogPost(doc.id, parsed.post, liveCover(parsed.post.seo.ogImage)))
  }
  return dedupeBySlug(posts).kept
}

export async function fetchPostsAfter(
  settings: LiveSettings,
  afterIso: string | null,
  now: Clock = serverNow,
) {
  const bound = await now()
  return readPosts(settings, refreshQuery(afterIso, bound), bound)
}

export async function fetchPostBySlug(
  settings: LiveSettings,
  slug: string,
  now: Clock = serverNow,
) {
  // Duplicates are settled here (newest wins), as the snapshot settles them.
  const bound = await now()
  const posts = await readPosts(settings, slugQuery(slug, bound), bound)
  return posts[0] ?? null
}
