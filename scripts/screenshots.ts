import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { builtPagePaths } from '../e2e/support/site'
import { CHROMIUM_ARGS, testBrowserPath } from './browser'
import { startServer } from './serve'

const WIDTHS = [390, 1280]
const OUT = join(process.cwd(), 'reports', 'screens')

async function main() {
  const requested = process.argv.slice(2)
  const paths = requested.length ? requested : builtPagePaths()
  const server = await startServer({ port: 0, quiet: true })
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS })
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
      await mkdir(join(OUT, String(width)), { recursive: true })
      for (const path of paths) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
        // Lazy images only load when near the viewport: scroll through once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((r) => setTimeout(r, 60))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replaceAll('/', '__')
        await page.screenshot({ path: join(OUT, String(width), `${name}.png`), fullPage: true })
        console.log(`${width}px ${path}`)
      }
      await page.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
