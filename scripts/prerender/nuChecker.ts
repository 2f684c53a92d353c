// `npm run test:html`: the Nu Html Checker over dist/ in one Java run; fails on errors but the
// three of its out-of-date CSS grammar (docs/decisions/0013-html-checkers.md).

import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { listFiles } from './compare'
import { ensureBuilt } from './ensureBuilt'

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
}

// Matched by exact text, so any other CSS error still fails.
export const OUTDATED_CSS_GRAMMAR: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /^CSS: Unrecognized at-rule “@property”$/,
    why: 'CSS Properties and Values API; Tailwind registers its --tw-* variables with it',
  },
  {
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    why: 'CSS Box Model 4; Tailwind tests for it in an @supports condition',
  },
  {
    pattern: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
    why: 'a custom property is a <custom-ident>, which transition-property takes',
  },
]

export interface Verdict {
  errors: NuMessage[]
  ignored: number
  warnings: number
  info: number
}

export function judge(messages: readonly NuMessage[]): Verdict {
  const verdict: Verdict = { errors: [], ignored: 0, warnings: 0, info: 0 }
  for (const message of messages) {
    if (message.type === 'info') {
      if (message.subType === 'warning') verdict.warnings++
      else verdict.info++
    } else if (OUTDATED_CSS_GRAMMAR.some(({ pattern }) => pattern.test(message.message)))
      verdict.ignored++
    else verdict.errors.push(message)
  }
  return verdict
}

function main(): number {
  ensureBuilt()
  const dist = resolve('dist')
  const files = listFiles(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dist, file))
  if (files.length === 0) {
    console.error('No HTML in dist/: run `npm run build` first')
    return 1
  }
  // The package's main module is the jar's path, as a String object.
  const jar = String(createRequire(import.meta.url)('vnu-jar'))
  const started = performance.now()
  const run = spawnSync(
    'java',
    [
      // First JIT tier only (docs/decisions/0013-html-checkers.md); it needs a deeper stack.
      '-XX:TieredStopAtLevel=1',
      '-Xss8m',
      '-jar',
      jar,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--no-langdetect',
      ...files,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (run.error || run.status !== 0) {
    console.error(
      `The Nu Html Checker did not run (${run.error?.message ?? `exit ${run.status}`}). It needs ` +
        `Java 17 or newer on the PATH (Debian: apt-get install -y default-jre-headless).\n${run.stderr ?? ''}`,
    )
    return 1
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] }
  const { errors, ignored, warnings, info } = judge(messages)
  for (const error of errors) {
    const where = error.url ? relative(process.cwd(), new URL(error.url).pathname) : '(no file)'
    console.error(`${where}:${error.lastLine ?? '?'}: ${error.message}`)
  }
  console.log(
    `Nu Html Checker (${seconds} s): ${files.length} HTML files in dist/, ${errors.length} errors. ` +
      `Not failed on: ${warnings} warnings, ${info} info messages, and ${ignored} errors of the ` +
      'checker’s out-of-date CSS grammar on valid CSS (scripts/prerender/nuChecker.ts).',
  )
  return errors.length === 0 ? 0 : 1
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  process.exit(main())
