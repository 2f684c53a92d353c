import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { markdownIssue } from '../../src/blog/markdownBounds'
import { SLUG_PATTERN } from '../../src/blog/slug'
import { BLOG_SNAPSHOT_FILE } from './outputs'

const dimension = z.number().int().positive()
const coverSchema = z.strictObject({
  src: z.string().min(1),
  width: dimension,
  height: dimension,
  avif: z.string().optional(),
  webp: z.string().optional(),
  source: z.string().min(1),
})
const bodyImageSchema = z.strictObject({
  source: z.string().min(1),
  src: z.string().min(1),
  width: dimension,
  height: dimension,
  webp: z.string(),
})
const postSchema = z.strictObject({
  id: z.string().min(1),
  slug: z.string().regex(SLUG_PATTERN),
  title: z.string().min(1),
  excerpt: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime().optional(),
  content: z.string().superRefine(markdownIssue()),
  seo: z.strictObject({
    title: z.string(),
    ogImage: z.string().nullable(),
    ogImageAlt: z.string().optional(),
  }),
  cover: coverSchema.nullable(),
  bodyImages: z.array(bodyImageSchema).optional(),
})
export const snapshotSchema = z.array(postSchema)

function imagePaths(post: z.output<typeof postSchema>): string[] {
  const srcset = (value: string | undefined) =>
    value ? value.split(', ').map((entry) => entry.split(' ')[0] ?? '') : []
  const cover = post.cover
    ? [post.cover.src, ...srcset(post.cover.avif), ...srcset(post.cover.webp)]
    : []
  const body = (post.bodyImages ?? []).flatMap((image) => [image.src, ...srcset(image.webp)])
  return [...cover, ...body].filter((path) => path.startsWith('/blog-media/'))
}

export function snapshotProblems(text: string, publicDir: string): string[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`]
  }
  const parsed = snapshotSchema.safeParse(data)
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const post of parsed.data) {
    for (const key of [`id ${post.id}`, `slug ${post.slug}`]) {
      if (seen.has(key)) problems.push(`${key} is used twice`)
      seen.set(key, post.id)
    }
    for (const path of imagePaths(post))
      if (!existsSync(join(publicDir, path)))
        problems.push(`${post.id}: ${path} is not under public/ (the snapshot's copy is missing)`)
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.env.BLOG_SNAPSHOT || BLOG_SNAPSHOT_FILE
  const problems = snapshotProblems(readFileSync(file, 'utf8'), 'public')
  for (const line of problems) console.error(`${file}: ${line}`)
  if (!problems.length) console.log(`${file}: valid, every image it names is committed`)
  process.exit(problems.length ? 1 : 0)
}
