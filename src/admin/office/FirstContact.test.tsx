// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FirstContactLine, FirstContactWeeks } from './FirstContact'
import { testLead } from './testLead'

const FRIDAY_1730 = '2026-11-27T22:30:00Z'

describe('a lead’s time to first contact', () => {
  it('says how long it took, and over the target in business hours, in red', () => {
    render(
      <FirstContactLine
        lead={testLead(FRIDAY_1730, {
          status: 'contacted',
          contactedAt: new Date('2026-11-30T14:00:00Z'),
        })}
        target="4h"
        now={new Date('2026-12-01T12:00:00Z')}
      />,
    )
    const line = screen.getByText(/^Time to first contact/)
    expect(line.textContent).toBe(
      'Time to first contact: 2 days 15 hours (4 hours 30 minutes of it in business hours), over your target of 4 business hours.',
    )
    expect(line.className).toContain('text-red-800')
  })

  it('counts while the lead waits, within the target', () => {
    render(
      <FirstContactLine
        lead={testLead(FRIDAY_1730)}
        target="1d"
        now={new Date('2026-11-28T15:00:00Z')}
      />,
    )
    expect(screen.getByText(/^Not contacted yet/).textContent).toBe(
      'Not contacted yet: waiting 16 hours 30 minutes (1 hour 30 minutes of it in business hours), within your target of 1 business day.',
    )
  })

  it('says nothing of a newsletter sign-up', () => {
    const { container } = render(
      <FirstContactLine
        lead={testLead(FRIDAY_1730, { form: 'newsletter' })}
        target="2h"
        now={new Date('2026-11-28T15:00:00Z')}
      />,
    )
    expect(container.textContent).toBe('')
  })
})

describe('the weekly median beside the chart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T15:00:00Z'), toFake: ['Date'] })
  })
  afterEach(() => vi.useRealTimers())

  it('sums up the latest week with requests contacted, each week one tap further', async () => {
    render(
      <FirstContactWeeks
        leads={[
          testLead('2026-11-23T14:00:00Z', { contactedAt: new Date('2026-11-23T14:45:00Z') }),
          testLead('2026-11-24T14:00:00Z', { contactedAt: new Date('2026-11-24T17:00:00Z') }),
          testLead('2026-11-25T14:00:00Z', {
            form: 'newsletter',
            contactedAt: new Date('2026-11-28T14:00:00Z'),
          }),
          testLead('2026-11-26T14:00:00Z'),
        ]}
      />,
    )
    const summary = screen.getByText(/^Median time to first contact/)
    expect(summary.textContent).toBe(
      'Median time to first contact, week of Nov 23: 1 hour 52 minutes (1 hour 52 minutes in business hours)',
    )
    await userEvent.click(summary)
    const row = screen.getByRole('row', { name: /^Nov 23/ })
    const cells = [...row.children].map((cell) => cell.textContent)
    expect(cells).toEqual([
      'Nov 23',
      '2',
      '1 hour 52 minutes1 hour 52 minutes in business hours',
      '1',
    ])
    expect(screen.getAllByRole('row')).toHaveLength(13)
  })

  it('says when no request was contacted', () => {
    render(<FirstContactWeeks leads={[testLead('2026-11-26T14:00:00Z')]} />)
    expect(screen.getByText('No request contacted in these weeks yet')).toBeTruthy()
  })
})
