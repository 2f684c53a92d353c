/**
 * `npm run test:html`: the Nu Html Checker (vnu.jar from the `vnu-jar` package, the engine of the
 * W3C's validator) over every HTML file in dist/, in one Java run. Fails on any error but three
 * its CSS grammar gives on valid CSS; warnings ("section lacks heading", what the page's policy
 * would block as read from a file) and info messages are counted and printed, not failed on
 * (docs/decisions/0013-html-checkers.md). Needs Java 17 or newer on the PATH.
 */

import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { listFiles } from './compare'
import { ensureBuilt } from './ensureBuilt'

/** One message of vnu's JSON output (`--format json`). */
export interface NuMessage {
  /** `non-document-error`: the checker could not read or parse a file; counted as an error. */
  type: 'error' | 'info' | 'non-document-error'
  /** `warning` for a warning; absent for an error or a plain info message. */
  subType?: string
  url?: string
  lastLine?: number
  message: string
}

/**
 * Errors the checker's CSS grammar gives on valid CSS: Tailwind's output in every page's inline
 * stylesheet, at 3381 messages in 49 files (2026-11-25, vnu 26.9.27), which would bury any real
 * one. Matched by their exact text, so any other CSS error still fails.
 */
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
  /** Errors left out by OUTDATED_CSS_GRAMMAR. */
  ignored: number
  warnings: number
  info: number
}

/** Sorts vnu's messages into what fails the check and what is only counted. */
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
      // Only the first JIT tier: a run this short is over before the optimising compiler pays
      // for itself (9.5 s against 18 s for 49 files here). The smaller frames of the first tier
      // need a deeper stack than the default 1 MB while vnu reads its HTML schema.
      '-XX:TieredStopAtLevel=1',
      '-Xss8m',
      '-jar',
      jar,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      // Language detection gives warnings only, which fail nothing.
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
