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

export interface StaffGate<S> {
  /** Null where this server has no staff accounts: 503 with `absent`. */
  service: S | null
  verifier: (service: S) => OwnerVerifier
  role: 'staff' | 'owner'
  /** Begins the log line when Auth cannot be reached: "[media]". */
  tag: string
  log: (line: string) => void
  absent: Record<string, unknown>
  noToken: string
  forbidden: string
}

export function staffOnly<S>(gate: StaffGate<S>): MiddlewareHandler<StaffEnv<S>> {
  return async (c, next) => {
    const service = gate.service
    if (!service) return answer(c, 503, gate.absent)
    const token = bearer(c.req.header('authorization'))
    if (!token) return answer(c, 401, { error: gate.noToken })
    let caller: Caller | null
    try {
      caller = await gate.verifier(service).verify(token)
    } catch (error) {
      gate.log(`${gate.tag} the sign-in could not be checked (${String(error)})`)
      return answer(c, 503, { error: 'The sign-in could not be checked just now. Try again.' })
    }
    if (!caller) return answer(c, 401, { error: 'Your sign-in has expired. Sign in again.' })
    if (!caller[gate.role]) return answer(c, 403, { error: gate.forbidden })
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
