// What the snapshot left out or fell back on, for the deploy log, the run's summary and the desk.
export interface SnapshotWarnings {
  warn: (line: string) => void
  readonly lines: readonly string[]
}

export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message.split('\n').map((line) => line.trim())
  return [...new Set(lines.filter(Boolean))].join('; ')
}

/** GitHub's workflow command: the run's summary lists it, the log shows it as a warning. */
export function annotation(line: string): string {
  const data = line.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  return `::warning title=Content snapshot::${data}`
}

/** The deploy's own snapshot: the emulator tests' warnings, in CI too, are not the site's. */
export function isDeploySnapshot(env: NodeJS.ProcessEnv, emulated: boolean): boolean {
  return env.GITHUB_ACTIONS === 'true' && !emulated
}

export function collectWarnings(options: {
  annotate: boolean
  print?: (line: string) => void
}): SnapshotWarnings {
  // The runner reads workflow commands from standard output.
  const print =
    options.print ??
    (options.annotate ? (line: string) => console.log(line) : (line) => console.warn(line))
  const lines: string[] = []
  return {
    lines,
    warn(line) {
      lines.push(line)
      print(options.annotate ? annotation(line) : `warning: ${line}`)
    },
  }
}
