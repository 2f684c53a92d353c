/**
 * Builds the picture test page (e2e/fixtures/pictures) with the site's image pipeline and serves
 * it with the site's server and hosting rules, so the test sees the images exactly as deployed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { responsiveImages } from '../../scripts/images/responsiveImages.ts'
import { type RunningServer, startServer } from '../../scripts/serve.ts'

const FIXTURE = resolve('e2e/fixtures/pictures')
const OUT = resolve('.data/picture-fixture')

export async function servePictureFixture(): Promise<RunningServer> {
  await build({
    configFile: false,
    root: FIXTURE,
    logLevel: 'error',
    plugins: [react(), responsiveImages()],
    build: { outDir: join(OUT, 'dist'), emptyOutDir: true, sourcemap: false },
  })
  // The site's hosting rules (headers, trailing slashes), pointed at the fixture's output.
  const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: Record<string, unknown>
  }
  writeFileSync(
    join(OUT, 'firebase.json'),
    JSON.stringify({ hosting: { ...firebase.hosting, public: 'dist' } }),
  )
  return startServer({ cwd: OUT, port: 0, quiet: true, leadsFile: join(OUT, 'leads.jsonl') })
}
