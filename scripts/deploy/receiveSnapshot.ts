// The deploy job takes the snapshot job's commit only as one commit on the commit it checked out
// that changes snapshot outputs alone, as plain files: that job handled the editors' bytes without
// the deploy key, and must not reach the deploy's code (docs/decisions/0022-deploy-gates.md).
import { execFileSync } from 'node:child_process'
import { SNAPSHOT_OUTPUTS } from '../snapshot/outputs'
import { untestedChanges } from '../workflows/testedBase'

export interface TreeChange {
  mode: string
  path: string
}

export function parseRawDiff(raw: string): TreeChange[] {
  const fields = raw.split('\0')
  const changes: TreeChange[] = []
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, mode = ''] = (fields[i] ?? '').split(' ')
    changes.push({ mode, path: fields[i + 1] ?? '' })
  }
  return changes
}

/** 100644 a file, 000000 a file removed: no link, no executable, no submodule, no dotfile. */
export function refused(
  changes: readonly TreeChange[],
  outputs: readonly string[] = SNAPSHOT_OUTPUTS,
): string[] {
  const outside = new Set(
    untestedChanges(
      changes.map((change) => change.path),
      outputs,
    ),
  )
  return changes
    .filter(
      (change) =>
        outside.has(change.path) ||
        !['100644', '000000'].includes(change.mode) ||
        change.path.split('/').some((part) => part.startsWith('.')),
    )
    .map((change) => `${change.path} (${change.mode})`)
}

export function receive(bundle: string, cwd = '.'): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' })
  const base = git('rev-parse', 'HEAD').trim()
  git('fetch', '--quiet', '--no-tags', bundle, 'HEAD')
  const commit = git('rev-parse', 'FETCH_HEAD').trim()
  const parents = git('rev-list', '--parents', '-n', '1', commit).trim().split(' ').slice(1)
  if (parents.length !== 1 || parents[0] !== base)
    throw new Error(`The snapshot commit ${commit} is not one commit on ${base}.`)
  const bad = refused(parseRawDiff(git('diff-tree', '-r', '-z', '--no-renames', base, commit)))
  if (bad.length)
    throw new Error(`The snapshot commit changes more than the snapshot's files: ${bad.join(', ')}`)
  git('checkout', '--quiet', '--detach', commit)
  return commit
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Checked out the snapshot commit ${receive(process.argv[2] ?? '')}.`)
  } catch (error) {
    console.error(`::error::${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
