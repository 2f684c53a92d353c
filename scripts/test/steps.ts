/** A step of `npm test`: a command run from the repository's root. */
export type Step = { name: string; command: string; args: string[] }

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', script] })

/** `npm test`, in order: cheap checks first, so a slip fails in seconds rather than minutes. */
export const TEST_STEPS: Step[] = [
  { name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] },
  ...[
    'lint',
    'lint:workflows',
    'typecheck',
    'test:unit',
    'build',
    'test:html',
    'test:launch',
    'test:build',
    'test:e2e',
    'test:firestore',
    'audit',
  ].map(npmRun),
]
