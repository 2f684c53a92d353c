// Run by hand when the artwork changes: `npx tsx scripts/seed/make-art.ts`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { coverSvg, placeholderSvg } from './art'
import { seedPosts } from './posts'

const PUBLIC = join(process.cwd(), 'public', 'blog-media')
mkdirSync(join(PUBLIC, 'art'), { recursive: true })
for (const post of seedPosts)
  writeFileSync(
    join(PUBLIC, 'art', `${post.slug}.svg`),
    coverSvg(post.motif, `Illustration for “${post.title}”`),
  )
writeFileSync(join(PUBLIC, 'placeholder.svg'), placeholderSvg())
console.log(`Wrote ${seedPosts.length} covers and the placeholder to ${PUBLIC}`)
