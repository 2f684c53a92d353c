// Every staff route's gate (docs/decisions/0047): a verified address and the role, or its refusal.
import type { Context, MiddlewareHandler } from 'hono'
import type { Caller, OwnerVerifier } from '../leads/owners'
import { answer } from './respond'

/** Longer than any Firebase ID token; a longer header is not worth verifying. */
const MAX_TOKEN_LENGTH = 4096

export function bearer(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)$/i.exec(header?.trim() ?? '')
  const token = match?.[1]
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null
}

/** What the gate leaves for the route: who asked, and the part of the server it guards. */
export type StaffEnv<S> = { Variables: { caller: Caller; service: S } }

export interface StaffGate {
  role: 'staff' | 'owner'
  /** What the role may do here, ending the 403: "may start a build". */
  does: string
  /** The 503's error, or its body, where this server has no staff accounts. */
  absent: string | Record<string, unknown>
  noToken?: string
}

const WHO = { owner: ['the owner', 'the owner'], staff: ['staff', 'an editor or the owner'] }

export function staffOnly<S>(
  service: S | null,
  verifier: (service: S) => OwnerVerifier,
  log: (line: string) => void,
  gate: StaffGate,
): MiddlewareHandler<StaffEnv<S>> {
  const [signIn, only] = WHO[gate.role]
  return async (c, next) => {
    if (!service)
      return answer(c, 503, typeof gate.absent === 'string' ? { error: gate.absent } : gate.absent)
    const token = bearer(c.req.header('authorization'))
    const noToken = gate.noToken ?? `Sign in as ${signIn}: no ID token was sent.`
    if (!token) return answer(c, 401, { error: noToken })
    let caller: Caller | null
    try {
      caller = await verifier(service).verify(token)
    } catch (error) {
      log(
        `[staff] ${c.req.method} ${c.req.path}: the sign-in could not be checked (${String(error)})`,
      )
      return answer(c, 503, { error: 'The sign-in could not be checked just now. Try again.' })
    }
    if (!caller) return answer(c, 401, { error: 'Your sign-in has expired. Sign in again.' })
    if (!caller[gate.role])
      return answer(c, 403, { error: `Only ${only}, on a verified address, ${gate.does}.` })
    c.set('caller', caller)
    c.set('service', service)
    await next()
  }
}

/** For a route open to all that tells staff more: a sign-in that cannot be checked is none. */
export async function staffCaller(c: Context, verifier: OwnerVerifier | null) {
  const token = bearer(c.req.header('authorization'))
  const caller = token && verifier ? await verifier.verify(token).catch(() => null) : null
  return caller?.staff ? caller : null
}
