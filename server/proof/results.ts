// Where the lead path check's results are kept: the latest, which the office shows, and a history.
// Production: Firestore `leadPathChecks` (firestoreResults.ts); `npm start`: `.data/lead-path.json`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeWhole } from '../dataFiles'
import type { ProofProblem, ProofStepName } from './prove'

export interface LeadPathCheck {
  /** When it started. */
  at: string
  finishedAt: string
  /** The public address it posted through. */
  site: string
  ok: boolean
  problem: ProofProblem | null
  /** The first failed check of the failure going on now; null while it works. */
  failingSince: string | null
  /** What the owner is told, in plain words (words.ts). */
  title: string
  summary: string
  /** Each step with its words and the technical detail. */
  steps: { step: ProofStepName; label: string; ok: boolean; detail: string }[]
  /** The owner's devices a failure was pushed to; null when nothing was pushed. */
  alert: { sent: number; failed: number } | null
  by: 'schedule' | 'command'
}

export interface LeadPathResults {
  latest(): Promise<LeadPathCheck | null>
  /** Keeps it as the latest and in the history. */
  save(check: LeadPathCheck): Promise<void>
}

/** A year of daily checks and then some; older ones are dropped. */
export const HISTORY_DAYS = 400
const DAY_MS = 24 * 60 * 60 * 1000

export function memoryResults(): LeadPathResults & { history: LeadPathCheck[] } {
  const history: LeadPathCheck[] = []
  return {
    history,
    async latest() {
      return history.at(-1) ?? null
    },
    async save(check) {
      history.push(structuredClone(check))
    },
  }
}

export const LOCAL_RESULTS_FILE = 'lead-path.json'

/** `npm start`'s: `lead-path.json` in its data folder (`.data/`), written whole each time. */
export function fileResults(dir: string): LeadPathResults {
  const file = join(dir, LOCAL_RESULTS_FILE)
  const read = (): { latest: LeadPathCheck | null; history: LeadPathCheck[] } => {
    if (!existsSync(file)) return { latest: null, history: [] }
    return JSON.parse(readFileSync(file, 'utf8'))
  }
  return {
    async latest() {
      return read().latest
    },
    async save(check) {
      const cutoff = Date.parse(check.at) - HISTORY_DAYS * DAY_MS
      const history = [...read().history, check].filter((each) => Date.parse(each.at) >= cutoff)
      await writeWhole(file, `${JSON.stringify({ latest: check, history }, null, 2)}\n`)
    },
  }
}
