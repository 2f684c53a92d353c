// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LeadFilters } from './LeadFilters'
import { NO_FILTER } from './leadFilter'

/** jsdom has no layout: `matchMedia` says how wide the screen is. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }))
}
const more = () => screen.getByText(/^More filters/).closest('details') as HTMLDetailsElement

describe('the list’s filters on a phone and on a wide screen', () => {
  it('keeps search and status in view on a phone, the rest one tap away', async () => {
    screenWidth(false)
    const update = vi.fn()
    render(<LeadFilters leads={[]} filter={NO_FILTER} update={update} />)
    expect(screen.getByLabelText('Status')).toBeVisible()
    expect(more().open).toBe(false)
    await userEvent.click(screen.getByText('More filters'))
    expect(more().open).toBe(true)
    await userEvent.selectOptions(screen.getByLabelText('Form'), 'quote')
    expect(update).toHaveBeenCalledWith({ form: 'quote' })
  })

  it('opens them, counted, when one is set, as a bookmarked address or the banner’s link sets it', () => {
    screenWidth(false)
    render(<LeadFilters leads={[]} filter={{ ...NO_FILTER, undelivered: true }} update={vi.fn()} />)
    expect(more().open).toBe(true)
    expect(screen.getByText('More filters (1 set)')).toBeVisible()
    expect(screen.getByLabelText('Email to us not sent')).toBeChecked()
  })

  it('shows every filter where there is room', () => {
    screenWidth(true)
    render(<LeadFilters leads={[]} filter={NO_FILTER} update={vi.fn()} />)
    expect(more().open).toBe(true)
  })
})
