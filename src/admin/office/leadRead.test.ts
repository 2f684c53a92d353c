import { describe, expect, it } from 'vitest'
import { countNew } from './leadView'
import { testLead } from './testLead'

describe('"N new" in the office', () => {
  it('counts the leads nobody has opened or worked', () => {
    const at = '2026-11-20T15:00:00Z'
    const leads = [
      testLead(at),
      testLead(at, { readAt: new Date(at) }),
      testLead(at, { status: 'contacted' }),
    ]
    expect(countNew(leads)).toBe(1)
  })
})
