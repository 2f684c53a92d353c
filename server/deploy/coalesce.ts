// A burst of publishes makes one dispatch a minute; a request folded into the minute's dispatch is
// in that run, whose snapshot waits for the minute to end (not_before; decision 0023).
import type { Dispatcher } from './github'
import { type DeployRuns, estimateLive, liveMessage, SAMPLE } from './runs'
import type { DispatchSlot, DispatchSlots } from './slots'

export interface BuildAnswer {
  status: 202 | 502 | 503
  body: Record<string, unknown>
}

export interface BuildRequest {
  dispatcher: Dispatcher
  slots: DispatchSlots
  runs: DeployRuns
  now: Date
  who: string
  reason: string
  log: (line: string) => void
  /** How long a folded request waits for the minute's dispatch to be answered by GitHub. */
  settleWaitMs: number
}

const POLL_MS = 200
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

function seconds(from: Date, to: Date): string {
  const s = Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000))
  return `${s} second${s === 1 ? '' : 's'}`
}

async function started(request: BuildRequest, slot: DispatchSlot, folded: boolean) {
  const build = {
    id: slot.id,
    requestedAt: slot.requestedAt.toISOString(),
    takesChangesUntil: slot.takesChangesUntil.toISOString(),
  }
  const joined = folded
    ? `This change joins the build asked for ${seconds(slot.requestedAt, request.now)} ago, which reads the content once its minute is up. `
    : ''
  try {
    const estimate = estimateLive(await request.runs.recent(SAMPLE * 2), request.now)
    const message = joined + liveMessage(estimate)
    return { status: 202, body: { dispatched: true, folded, build, estimate, message } } as const
  } catch (error) {
    request.log(`[deploy] the run records could not be read (${String(error)})`)
    const message = `${joined}The build has started; it is live once the build finishes (its usual time could not be read).`
    return {
      status: 202,
      body: { dispatched: true, folded, build, estimate: null, message },
    } as const
  }
}

async function settled(request: BuildRequest, slot: DispatchSlot): Promise<DispatchSlot> {
  const deadline = Date.now() + request.settleWaitMs
  let current = slot
  while (current.state === 'dispatching' && Date.now() < deadline) {
    await sleep(POLL_MS)
    current = (await request.slots.get(slot.id)) ?? current
  }
  return current
}

export async function requestBuild(request: BuildRequest): Promise<BuildAnswer> {
  const { slots, log, who, reason } = request
  let claim: Awaited<ReturnType<DispatchSlots['claim']>>
  try {
    claim = await slots.claim(request.now)
  } catch (error) {
    log(`[deploy] the dispatch records could not be read (${String(error)})`)
    return {
      status: 503,
      body: {
        error:
          'The server could not check for a build already asked for (its records are out of reach).',
      },
    }
  }
  if (claim.claimed) {
    const { slot } = claim
    const result = await request.dispatcher.dispatch({
      not_before: slot.takesChangesUntil.toISOString(),
    })
    const outcome = result.ok
      ? ({ state: 'dispatched' } as const)
      : ({ state: 'failed', message: result.message, githubStatus: result.status } as const)
    // Unsettled, the minute's other requests wait out settleWaitMs and say it is unconfirmed.
    await slots
      .settle(slot.id, outcome)
      .catch((error) => log(`[deploy] ${slot.id} could not be marked ${outcome.state} (${error})`))
    if (!result.ok) {
      log(`[deploy] dispatch refused for ${who}: ${result.message}`)
      return {
        status: 502,
        body: { configured: true, githubStatus: result.status, error: result.message },
      }
    }
    log(`[deploy] build requested by ${who}: ${reason} (${slot.id})`)
    return started(request, { ...slot, ...outcome }, false)
  }
  await slots
    .fold(claim.slot.id, request.now)
    .catch((error) => log(`[deploy] a folded request could not be counted (${error})`))
  log(`[deploy] ${who}: ${reason}, folded into the build of ${claim.slot.id}`)
  const slot = await settled(request, claim.slot)
  if (slot.state === 'failed')
    return {
      status: 502,
      body: {
        configured: true,
        githubStatus: slot.githubStatus ?? null,
        error: slot.message ?? 'GitHub did not start the build.',
      },
    }
  if (slot.state === 'dispatching')
    return {
      status: 503,
      body: {
        error:
          'A build asked for moments ago has not been confirmed by GitHub yet; save again in a minute to ask for another.',
      },
    }
  return started(request, slot, true)
}
