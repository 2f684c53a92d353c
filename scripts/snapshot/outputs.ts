// The deploy workflow commits back exactly these: add a path when the snapshot learns to write one.
export const BLOG_SNAPSHOT_FILE = 'snapshots/blog-posts.json'
export const BLOG_COVERS_DIR = 'public/blog-media/covers'
export const BLOG_BODY_DIR = 'public/blog-media/body'

export const CONTENT_FILES = {
  projects: 'snapshots/projects.json',
  testimonials: 'snapshots/testimonials.json',
  business: 'snapshots/settings-business.json',
  prices: 'snapshots/settings-prices.json',
  faqs: 'snapshots/faqs.json',
  team: 'snapshots/team.json',
} as const

export const CONTENT_MEDIA_DIR = 'public/content-media'
export const CONTENT_MEDIA_URL = '/content-media'

export const SNAPSHOT_OUTPUTS = [
  BLOG_SNAPSHOT_FILE,
  BLOG_COVERS_DIR,
  BLOG_BODY_DIR,
  ...Object.values(CONTENT_FILES),
  CONTENT_MEDIA_DIR,
] as const

if (import.meta.url === `file://${process.argv[1]}`)
  process.stdout.write(`${SNAPSHOT_OUTPUTS.join('\n')}\n`)
