/**
 * Every path `npm run snapshot` writes, from the repository's root: its defaults come from here,
 * and the deploy workflow commits back exactly these after a content deploy (it reads them by
 * running this file), so the repository holds what is live. A new snapshot output is added here.
 */
export const POSTS_FILE = 'snapshots/blog-posts.json'
export const COVERS_DIR = 'public/blog-media/covers'
export const BODY_IMAGES_DIR = 'public/blog-media/body'

export const SNAPSHOT_OUTPUTS: readonly string[] = [POSTS_FILE, COVERS_DIR, BODY_IMAGES_DIR]

if (import.meta.url === `file://${process.argv[1]}`)
  process.stdout.write(`${SNAPSHOT_OUTPUTS.join('\n')}\n`)
