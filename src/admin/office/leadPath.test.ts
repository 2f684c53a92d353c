import { describe, expect, it } from 'vitest'
import { parseLead } from './lead'
import {
  agoWords,
  type LeadPathView,
  leadPathLine,
  parseLeadPathCheck,
  visitorLeads,
} from './leadPath'

const stamp = (iso: string) => ({ toDate: () => new Date(iso) })
const NOW = new Date('2026-11-27T17:12:00.000Z')
const DOC = {
  at: stamp('2026-11-27T14:12:00.000Z'),
  finishedAt: stamp('2026-11-27T14:12:03.000Z'),
  failingSince: null,
  site: 'https://oakandember.example',
  ok: true,
  problem: null,
  title: 'Requests reach you',
  summary:
    'Working: a test request went from the website to the email forwarding and was answered.',
  steps: [{ step: 'ready', label: 'The website takes the check', ok: true, detail: 'ok' }],
  alert: null,
  by: 'schedule',
}

describe('the lead path check in the office', () => {
  it('reads the function’s document, and nothing else', () => {
    expect(parseLeadPathCheck(DOC)).toEqual({
      at: new Date('2026-11-27T14:12:00.000Z'),
      site: 'https://oakandember.example',
      ok: true,
      title: 'Requests reach you',
      summary: DOC.summary,
      steps: [{ label: 'The website takes the check', ok: true, detail: 'ok' }],
    })
    expect(parseLeadPathCheck(undefined)).toBeNull()
    expect(parseLeadPathCheck({ ...DOC, at: '2026-11-27' })).toBeNull()
    expect(parseLeadPathCheck({ ...DOC, steps: 'none' })).toBeNull()
  })

  it('says when, as the owner says it', () => {
    const ago = (ms: number) => agoWords(new Date(NOW.getTime() - ms), NOW)
    expect(ago(10_000)).toBe('just now')
    expect(ago(60_000)).toBe('1 minute ago')
    expect(ago(59 * 60_000)).toBe('59 minutes ago')
    expect(ago(3 * 3_600_000)).toBe('3 hours ago')
    expect(ago(25 * 3_600_000)).toBe('1 day ago')
    expect(ago(-5_000)).toBe('just now')
  })

  it('is one line: working, the failure in plain words, a check that stopped, or none yet', () => {
    const view = parseLeadPathCheck(DOC) as LeadPathView
    expect(leadPathLine(view, NOW)).toEqual({
      tone: 'ok',
      text: 'Lead path checked 3 hours ago: working.',
    })
    const failed = {
      ...view,
      ok: false,
      summary:
        'New requests are being saved, but the email forwarding is not working since 09:12. They are all in the office.',
    }
    expect(leadPathLine(failed, NOW)).toEqual({
      tone: 'problem',
      text: 'Lead path checked 3 hours ago: New requests are being saved, but the email forwarding is not working since 09:12. They are all in the office.',
    })
    const threeDaysOn = new Date(NOW.getTime() + 3 * 86_400_000)
    expect(leadPathLine(view, threeDaysOn)).toEqual({
      tone: 'problem',
      text: 'Lead path last checked 3 days ago: the daily check has stopped running.',
    })
    expect(leadPathLine(null, NOW).tone).toBe('unknown')
  })
})

describe('the check’s own request in the office', () => {
  const leadDoc = (synthetic?: unknown) => ({
    form: 'contact',
    via: 'app',
    receivedAt: stamp('2026-11-27T14:12:00.000Z'),
    fields: { name: 'Lead path check', email: 'lead-path-check@oakandember.invalid', message: 'x' },
    status: 'new',
    delivery: {
      state: 'pending',
      attempts: 0,
      nextAttemptAt: stamp('2026-11-27T14:12:00.000Z'),
      lastError: null,
      deliveredAt: null,
    },
    ...(synthetic === undefined ? {} : { synthetic }),
  })

  it('is read as the check’s, and left out of the leads the office lists and counts', () => {
    const parsed = [leadDoc(true), leadDoc(), leadDoc('true')].map((data, i) => {
      const result = parseLead(`lead-${i}`, data)
      if (!result.ok) throw new Error(result.problems.join('; '))
      return result.lead
    })
    expect(parsed.map((lead) => lead.synthetic ?? false)).toEqual([true, false, false])
    expect(visitorLeads(parsed).map((lead) => lead.id)).toEqual(['lead-1', 'lead-2'])
  })
})
