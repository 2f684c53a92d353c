/**
 * Runtime reads of published posts with the Firestore Lite web SDK (plain HTTPS requests, no
 * streaming channel: all the blog needs). Loaded only by dynamic import from blog pages, after
 * hydration, when Firebase is configured. Every query filters on status == "published": the
 * security rules refuse any other (drafts stay private).
 */
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
import { dedupeBySlug, parsePostDocument, toBlogPost } from './schema'
import type { BlogPost, CoverImage } from './types'

export const COLLECTION = 'blog-posts'
/** A refresh reads at most this many posts: a visit costs a handful of reads, not one per post. */
export const REFRESH_LIMIT = 20
/** Same budget as the site's request client. */
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
  // The SDK would log a failed request as a console error; the blog reports failures itself
  // (a warning over pre-rendered posts, a message on the page when there is nothing to show).
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

/** Posts read live have no committed variants: the editor's image URL is shown as it is. */
function liveCover(ogImage: string | null): CoverImage | null {
  return ogImage ? { src: ogImage, width: 1200, height: 675, source: ogImage } : null
}

async function readPosts(settings: LiveSettings, constraints: QueryConstraint[]) {
  const ref = collection(database(settings), COLLECTION)
  const snap = await withTimeout(
    getDocs(query(ref, where('status', '==', 'published'), ...constraints)),
    READ_TIMEOUT_MS,
  )
  const posts: BlogPost[] = []
  for (const doc of snap.docs) {
    const parsed = parsePostDocument(doc.data())
    // Invalid documents are skipped here exactly as the snapshot skips them.
    if (parsed.ok) posts.push(toBlogPost(doc.id, parsed.post, liveCover(parsed.post.seo.ogImage)))
    else console.warn(`Skipped blog post ${doc.id}: ${parsed.problems.join('; ')}`)
  }
  return dedupeBySlug(posts).kept
}

/** Published posts newer than `afterIso` (all, up to the limit, when it is null), newest first. */
export function fetchPostsAfter(settings: LiveSettings, afterIso: string | null) {
  const constraints: QueryConstraint[] = []
  if (afterIso) constraints.push(where('publishedAt', '>', Timestamp.fromDate(new Date(afterIso))))
  constraints.push(orderBy('publishedAt', 'desc'), limit(REFRESH_LIMIT))
  return readPosts(settings, constraints)
}

/** The published post with this slug, or null. */
export async function fetchPostBySlug(settings: LiveSettings, slug: string) {
  // Equality filters only: served without a composite index. Duplicates (newest wins) are
  // settled here, as the snapshot settles them.
  const posts = await readPosts(settings, [where('slug', '==', slug), limit(10)])
  return posts[0] ?? null
}
