import { describe, expect, it } from 'vitest'
import { type BuildRequest, requestBuild } from './coalesce'
import { memoryDispatchSlots, windowOf } from './slots'

const NOW = new Date('2026-11-26T12:00:30Z')

function request(overrides: Partial<BuildRequest> = {}): BuildRequest & { dispatched: number } {
  const made = {
    dispatched: 0,
    dispatcher: {
      dispatch: async () => {
        made.dispatched++
        return { ok: true } as const
      },
    },
    slots: memoryDispatchSlots(),
    runs: { recent: async () => [] },
    now: NOW,
    who: 'ed@example.com',
    reason: 'publish',
    log: () => {},
    settleWaitMs: 300,
    ...overrides,
  }
  return made
}

describe('requestBuild', () => {
  it('says a folded request is unconfirmed when the minute’s dispatch never settles', async () => {
    const slots = memoryDispatchSlots()
    // Another instance claimed the minute and went away before GitHub answered.
    await slots.claim(new Date('2026-11-26T12:00:01Z'))
    const made = request({ slots })
    const answer = await requestBuild(made)
    expect(answer.status).toBe(503)
    expect(answer.body.error).toMatch(/not been confirmed by GitHub yet/)
    expect(made.dispatched).toBe(0)
  })

  it('dispatches nothing when the records of dispatches cannot be read', async () => {
    const slots = memoryDispatchSlots()
    slots.claim = async () => {
      throw new Error('Firestore unreachable')
    }
    const made = request({ slots })
    const answer = await requestBuild(made)
    expect(answer.status).toBe(503)
    expect(made.dispatched).toBe(0)
  })

  it('names the minute by its start, and its end as the time the snapshot waits for', () => {
    expect(windowOf(NOW)).toEqual({
      id: '2026-11-26T12:00Z',
      end: new Date('2026-11-26T12:01:00Z'),
    })
  })
})
