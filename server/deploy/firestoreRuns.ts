// Admin credentials both ways; staff may also read them under firestore.rules.
import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore'
import {
  DEPLOYS,
  type DeployRun,
  type DeployRuns,
  type DeployRunWriter,
  deployRunSchema,
} from './runs'

const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : value)

export function parseRun(data: DocumentData): DeployRun | null {
  const parsed = deployRunSchema.safeParse({
    ...data,
    startedAt: toDate(data.startedAt),
    endedAt: toDate(data.endedAt ?? null),
  })
  return parsed.success ? parsed.data : null
}

export function firestoreDeployRuns(db: Firestore): DeployRuns & DeployRunWriter {
  const runs = db.collection(DEPLOYS)
  return {
    async recent(count) {
      const snapshot = await runs.orderBy('startedAt', 'desc').limit(count).get()
      return snapshot.docs.map((doc) => parseRun(doc.data())).filter((run) => run !== null)
    },
    async start(run, at) {
      await runs.doc(run.runId).set({
        ...run,
        startedAt: Timestamp.fromDate(at),
        endedAt: null,
        outcome: 'running',
        deployed: false,
      })
    },
    async end(runId, outcome, deployed, at) {
      // update(): a run whose start was never recorded fails loudly instead of inventing one.
      await runs.doc(runId).update({ endedAt: Timestamp.fromDate(at), outcome, deployed })
    },
  }
}
