// What ssg.mjs starts: vite-react-ssg's build without its command line, whose handler calls every
// failure, a page's too, an internal error of the library to report upstream.
import { build } from 'vite-react-ssg/node'

try {
  await build()
} catch (error) {
  console.error(`\n✗ ${error?.stack ?? error}`)
  process.exit(1)
}
