// The reply rule's data for npm run test:n8n (docs/decisions/0021-n8n-lead-intake.md, issue 43).
import { createHash } from 'node:crypto'

const HOUR = 60 * 60 * 1000

/** As the workflow's Key the address node keys an address. */
export const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/**
 * Replies sent before the run, imported with the workflow: n8n's clock cannot be moved, the
 * replies' times can. Old enough to reply again; too recent; old enough to be dropped.
 */
export function earlierReplies(started: number): Record<string, number> {
  return {
    'old@visitor.example': started - 25 * HOUR,
    'recent@visitor.example': started - 23 * HOUR,
    'gone@visitor.example': started - 30 * HOUR,
  }
}

export function withEarlierReplies(workflow: object, started: number): object {
  const replies = Object.fromEntries(
    Object.entries(earlierReplies(started)).map(([email, at]) => [addressKey(email), at]),
  )
  return { ...workflow, staticData: { global: { replies } } }
}

/**
 * What is wrong with the replies n8n kept after the run: those to `replied` (sent in the run,
 * after `started`) and to `kept` (earlier, unchanged), keyed, and nothing else.
 */
export function storedRepliesProblems(
  stored: Record<string, number>,
  started: number,
  replied: string[],
  kept: string[],
): string[] {
  const problems: string[] = []
  const earlier = earlierReplies(started)
  const expected = new Map<string, string>([...replied, ...kept].map((e) => [addressKey(e), e]))
  for (const [key, at] of Object.entries(stored)) {
    const email = expected.get(key)
    if (!email)
      problems.push(key.includes('@') ? `it kept a plain address, ${key}` : 'it kept another key')
    else if (replied.includes(email) && !(at >= started)) problems.push(`${email}: an old time`)
    else if (kept.includes(email) && at !== earlier[email]) problems.push(`${email}: a new time`)
  }
  for (const [key, email] of expected)
    if (!Object.hasOwn(stored, key)) problems.push(`it did not keep ${email}`)
  return problems
}
