import { describe, expect, it } from 'vitest'
import { addressKey, earlierReplies, storedRepliesProblems, withEarlierReplies } from './replyRule'

const STARTED = Date.parse('2026-11-27T15:00:00.000Z')
const earlier = earlierReplies(STARTED)
const key = (email: string) => addressKey(email)
const good = {
  [key('ada@visitor.example')]: STARTED + 5000,
  [key('recent@visitor.example')]: earlier['recent@visitor.example'] ?? 0,
}
const check = (stored: Record<string, number>) =>
  storedRepliesProblems(stored, STARTED, ['ada@visitor.example'], ['recent@visitor.example'])

describe('the reply rule data of npm run test:n8n', () => {
  it('keys an address as the workflow does, whatever its case or spaces', () => {
    expect(addressKey(' Ada@Visitor.EXAMPLE ')).toBe(addressKey('ada@visitor.example'))
    expect(addressKey('ada@visitor.example')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('imports the workflow with the earlier replies keyed, and nothing else changed', () => {
    const workflow = { name: 'w', nodes: [] }
    expect(withEarlierReplies(workflow, STARTED)).toEqual({
      ...workflow,
      staticData: {
        global: {
          replies: Object.fromEntries(
            Object.entries(earlier).map(([email, at]) => [key(email), at]),
          ),
        },
      },
    })
  })

  it('accepts the replies of the run and the earlier one kept', () => {
    expect(check(good)).toEqual([])
  })

  it('finds a reply dropped, kept too long, re-timed, or kept as a plain address', () => {
    expect(
      check({
        [key('ada@visitor.example')]: STARTED - 1,
        [key('recent@visitor.example')]: STARTED,
        [key('gone@visitor.example')]: earlier['gone@visitor.example'] ?? 0,
        'bea@visitor.example': STARTED,
      }),
    ).toEqual([
      'ada@visitor.example: an old time',
      'recent@visitor.example: a new time',
      'it kept another key',
      'it kept a plain address, bea@visitor.example',
    ])
    expect(check({ [key('ada@visitor.example')]: STARTED })).toEqual([
      'it did not keep recent@visitor.example',
    ])
  })
})
