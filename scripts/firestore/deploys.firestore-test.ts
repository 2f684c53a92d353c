import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite'
import { beforeEach, describe, expect, it } from 'vitest'
import { firestoreDeployRuns } from '../../server/deploy/firestoreRuns'
import { firestoreDispatchSlots } from '../../server/deploy/firestoreSlots'
import type { DispatchInputs } from '../../server/deploy/github'
import { deployRoutes } from '../../server/deploy/handler'
import { estimateLive } from '../../server/deploy/runs'
import { record } from '../deploy/record'
import { emulatorAdmin } from './admin'
import { outcome } from './outcome'
import { rulesTestBed } from './ruleClients'

/**
 * The deploy records in Firestore: written by `npm run deploy:record` through the admin adapter,
 * read back by the server's estimate, and under firestore.rules readable by staff alone.
 * Port: FIRESTORE_DEPLOYS_TEST_PORT, default 8190.
 */
const PORT = Number(process.env.FIRESTORE_DEPLOYS_TEST_PORT ?? 8190)
const { admin, editor, owner, nonStaff, host } = rulesTestBed(PORT)

const ACTIONS = { GITHUB_RUN_ID: '42', GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_SHA: 'abc' }
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute))

beforeEach(() => admin.reset())

describe('deploy records', () => {
  it('are written by deploy:record and read back by the estimate', async () => {
    const runs = firestoreDeployRuns(admin.db)
    await record(runs, ['start'], ACTIONS, at(0))
    expect(estimateLive(await runs.recent(10), at(1))).toEqual({ minutes: null, building: true })
    await record(runs, ['end', '--outcome', 'success', '--deployed', 'true'], ACTIONS, at(7))
    await record(runs, ['start'], { ...ACTIONS, GITHUB_RUN_ID: '43' }, at(20))
    const recent = await runs.recent(10)
    expect(recent.map((run) => run.runId)).toEqual(['43', '42'])
    expect(recent[1]).toMatchObject({
      outcome: 'success',
      deployed: true,
      startedAt: at(0),
      endedAt: at(7),
    })
    // Run 43 has built for 2 of its 7 minutes: 5 to go, then one whole run more.
    expect(estimateLive(recent, at(22))).toEqual({ minutes: 12, building: true })
  })

  it('keep the snapshot job’s warnings from the start, for the desk’s notice', async () => {
    const runs = firestoreDeployRuns(admin.db)
    const warned = {
      ...ACTIONS,
      SNAPSHOT_WARNINGS: JSON.stringify({ warnings: ['w1'], warningCount: 2 }),
    }
    await record(runs, ['start'], warned, at(0))
    expect((await runs.recent(1))[0]).toMatchObject({ warnings: ['w1'], warningCount: 2 })
    expect(estimateLive(await runs.recent(10), at(1)).warnings).toEqual({ first: ['w1'], total: 2 })
  })

  it('refuse an end whose start was never recorded, and skip a document that does not parse', async () => {
    const runs = firestoreDeployRuns(admin.db)
    await expect(
      record(runs, ['end', '--outcome', 'failure', '--deployed', 'false'], ACTIONS, at(5)),
    ).rejects.toThrow(/NOT_FOUND|No document/i)
    await admin.db.doc('deploys/odd').set({ runId: 'odd', startedAt: 'yesterday' })
    await record(runs, ['start'], ACTIONS, at(0))
    expect((await runs.recent(10)).map((run) => run.runId)).toEqual(['42'])
  })

  it('are read by staff on a verified address, and by nobody else; nobody writes them', async () => {
    await record(firestoreDeployRuns(admin.db), ['start'], ACTIONS, at(0))
    for (const { db } of [editor, owner]) {
      expect(await outcome(getDoc(doc(db, 'deploys', '42')))).toBe('allowed')
      expect(await outcome(getDocs(collection(db, 'deploys')))).toBe('allowed')
    }
    for (const [, { db }] of nonStaff) {
      expect(await outcome(getDoc(doc(db, 'deploys', '42')))).toBe('permission-denied')
      expect(await outcome(getDocs(collection(db, 'deploys')))).toBe('permission-denied')
    }
    for (const { db } of [editor, owner])
      expect(await outcome(setDoc(doc(db, 'deploys', '99'), { runId: '99' }))).toBe(
        'permission-denied',
      )
  })
})

describe('one dispatch a minute, decided in Firestore', () => {
  /** Three function instances: three admin apps, each with its own connection. */
  function instances(count: number, dispatched: DispatchInputs[]) {
    return Array.from({ length: count }, () => {
      const { db, close } = emulatorAdmin(host)
      const app = deployRoutes({
        deploy: {
          staff: {
            verify: async () => ({ uid: 'ed', email: 'ed@example.com', owner: false, staff: true }),
          },
          dispatcher: {
            async dispatch(inputs) {
              dispatched.push(inputs ?? {})
              // GitHub takes a moment: the other requests of the minute wait for its answer.
              await new Promise((done) => setTimeout(done, 100))
              return { ok: true }
            },
          },
          runs: firestoreDeployRuns(db),
          slots: firestoreDispatchSlots(db),
        },
        now: () => at(0),
        log: () => {},
      })
      return { app, close }
    })
  }

  it('fifty concurrent requests on three instances make one dispatch, the rest folded into it', async () => {
    const dispatched: DispatchInputs[] = []
    const servers = instances(3, dispatched)
    try {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          servers[i % 3]?.app.request('/api/deploy', {
            method: 'POST',
            headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
            body: JSON.stringify({ reason: `publish ${i}` }),
          }),
        ),
      )
      expect(dispatched).toEqual([{ not_before: '2026-11-26T12:01:00.000Z' }])
      const bodies = await Promise.all(responses.map((response) => response?.json()))
      expect(responses.map((response) => response?.status)).toEqual(Array(50).fill(202))
      expect(bodies.filter((body) => body.folded === false)).toHaveLength(1)
      expect(new Set(bodies.map((body) => body.build.id))).toEqual(new Set(['2026-11-26T12:00Z']))
      const slot = await admin.db.doc('deployDispatches/2026-11-26T12:00Z').get()
      expect(slot.data()).toMatchObject({ state: 'dispatched', folded: 49 })
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })

  it('are read and written by the server alone', async () => {
    await firestoreDispatchSlots(admin.db).claim(at(0))
    for (const { db } of [editor, owner, ...nonStaff.map(([, client]) => client)]) {
      expect(await outcome(getDoc(doc(db, 'deployDispatches', '2026-11-26T12:00Z')))).toBe(
        'permission-denied',
      )
      expect(
        await outcome(setDoc(doc(db, 'deployDispatches', '2026-11-26T12:01Z'), { state: 'x' })),
      ).toBe('permission-denied')
    }
  })
})
