// Written only when the read succeeded in full, so a transient failure never empties it.
import { existsSync, readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import {
  dedupeBySlug,
  isPublic,
  type PostDocument,
  parsePostDocument,
  toBlogPost,
} from '../../src/blog/schema'
import type { BlogPost } from '../../src/blog/types'
import { prepareBodyImages, pruneBodyImages } from './bodyImages'
import { type CoverContext, prepareCover, pruneCovers } from './covers'
import { SnapshotError } from './firestore'
import { withTimeout } from './timeout'

export const COLLECTION = 'blog-posts'
export const DEFAULT_TIMEOUT_MS = 30_000

export interface SnapshotOptions {
  db: Firestore
  target: string
  file: string
  covers: Omit<CoverContext, 'warn'>
  bodyDir?: string
  timeoutMs?: number
  now?: Date
  log?: (line: string) => void
  warn?: (line: string) => void
}

export interface SnapshotSummary {
  read: number
  written: number
  skipped: number
  scheduled: number
  changed: boolean
  coversEncoded: number
  placeholders: number
  bodyImages: number
  bodyImagesEncoded: number
}

function readPrevious(file: string): BlogPost[] {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BlogPost[]) : []
  } catch {
    return []
  }
}

export function serialize(posts: BlogPost[]): string {
  return `${JSON.stringify(posts, null, 2)}\n`
}

export async function runSnapshot(options: SnapshotOptions): Promise<SnapshotSummary> {
  const log = options.log ?? console.log
  const warn = options.warn ?? ((line: string) => console.warn(`warning: ${line}`))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const now = options.now ?? new Date()

  log(`Reading published posts from ${options.target}...`)
  // Ordered here: an orderBy query would silently drop a document without publishedAt.
  const snap = await withTimeout(
    options.db.collection(COLLECTION).where('status', '==', 'published').get(),
    timeoutMs,
    options.target,
  ).catch((error: unknown) => {
    if (error instanceof SnapshotError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new SnapshotError(`Could not read ${COLLECTION} from ${options.target}: ${reason}`)
  })
  log(`  ${snap.size} published document(s) read`)

  const valid: { id: string; slug: string; publishedAt: string; doc: PostDocument }[] = []
  const scheduled: string[] = []
  let skipped = 0
  for (const doc of snap.docs) {
    const parsed = parsePostDocument(doc.data())
    // Before the slug check: a scheduled post must not displace a due one that shares its slug.
    if (parsed.ok && !isPublic(parsed.post, now))
      scheduled.push(`${doc.id} (due ${parsed.post.publishedAt})`)
    else if (parsed.ok)
      valid.push({
        id: doc.id,
        slug: parsed.post.slug,
        publishedAt: parsed.post.publishedAt,
        doc: parsed.post,
      })
    else {
      skipped++
      warn(`skipped ${COLLECTION}/${doc.id}: ${parsed.problems.join('; ')}`)
    }
  }
  if (scheduled.length)
    log(`  not due yet, left for a later snapshot: ${scheduled.sort().join(', ')}`)
  const { kept, dropped } = dedupeBySlug(valid)
  for (const { post, winner } of dropped) {
    skipped++
    warn(
      `skipped ${COLLECTION}/${post.id}: slug "${post.slug}" is also used by the newer ${winner.id}, which wins`,
    )
  }

  const previousPosts = new Map(readPrevious(options.file).map((p) => [p.id, p]))
  const ctx: CoverContext = { ...options.covers, warn }
  const bodyDir = options.bodyDir ?? join(options.covers.publicDir, 'blog-media', 'body')
  const posts: BlogPost[] = []
  let coversEncoded = 0
  let placeholders = 0
  let bodyImagesEncoded = 0
  for (const { id, doc } of kept) {
    const previous = previousPosts.get(id)
    const { cover, encoded } = await prepareCover(
      { id, slug: doc.slug, ogImage: doc.seo.ogImage ?? null },
      previous?.cover,
      ctx,
    )
    if (encoded) coversEncoded++
    if (!cover) placeholders++
    const body = await prepareBodyImages(
      { id, slug: doc.slug, content: doc.content },
      previous?.bodyImages,
      { ...ctx, bodyDir },
    )
    bodyImagesEncoded += body.encoded
    posts.push({
      ...toBlogPost(id, doc, cover),
      ...(body.images.length ? { bodyImages: body.images } : {}),
    })
  }

  const text = serialize(posts)
  const before = existsSync(options.file) ? readFileSync(options.file, 'utf8') : null
  const changed = before !== text
  if (changed) {
    const temp = `${options.file}.tmp-${process.pid}`
    await writeFile(temp, text)
    await rename(temp, options.file)
  }
  const removed = pruneCovers(
    options.covers.coversDir,
    posts.map((p) => p.cover),
  )
  log(
    `  covers: ${posts.length - placeholders} ready (${coversEncoded} newly encoded), ${placeholders} placeholder(s)` +
      (removed.length ? `, ${removed.length} unused file(s) removed` : ''),
  )
  const bodyImages = posts.flatMap((p) => p.bodyImages ?? [])
  const removedBody = pruneBodyImages(bodyDir, bodyImages)
  log(
    `  body images: ${bodyImages.length} served from the site (${bodyImagesEncoded} newly encoded)` +
      (removedBody.length ? `, ${removedBody.length} unused file(s) removed` : ''),
  )
  log(
    `Snapshot: read ${snap.size}, written ${posts.length}, skipped ${skipped}; ${options.file} ${changed ? 'changed' : 'unchanged'}.`,
  )
  return {
    read: snap.size,
    written: posts.length,
    skipped,
    scheduled: scheduled.length,
    changed,
    coversEncoded,
    placeholders,
    bodyImages: bodyImages.length,
    bodyImagesEncoded,
  }
}
