// Writes bypass the security rules, as the editor's do.
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getFirestore, Timestamp } from 'firebase-admin/firestore'
import { PROJECT_ID } from './emulator'

export { Timestamp }

export function emulatorAdmin(host: string, projectId = PROJECT_ID) {
  process.env.FIRESTORE_EMULATOR_HOST = host
  // Nothing here is in Google's cloud: no lookup of its metadata server for a project id.
  process.env.METADATA_SERVER_DETECTION ??= 'none'
  const app = initializeApp({ projectId }, `test-admin-${host}-${Math.random()}`)
  const db = getFirestore(app)
  return {
    db,
    posts: () => db.collection('blog-posts'),
    reset: async () => {
      const url = `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`
      const response = await fetch(url, { method: 'DELETE' })
      if (!response.ok) throw new Error(`Emulator reset failed: HTTP ${response.status}`)
    },
    close: () => deleteApp(app),
  }
}

export function postDoc(slug: string, publishedAt: Date, extra: Record<string, unknown> = {}) {
  const doc: Record<string, unknown> = {
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}`,
    author: 'Test Author',
    tags: ['Testing'],
    status: 'published',
    publishedAt: Timestamp.fromDate(publishedAt),
    content: `Body of ${slug}.\n\n## A section\n\nMore text.`,
    seo: { title: `SEO ${slug}`, ogImage: null },
    ...extra,
  }
  // An override of `undefined` means "leave the field out" (Firestore refuses undefined).
  for (const key of Object.keys(doc)) if (doc[key] === undefined) delete doc[key]
  return doc
}
