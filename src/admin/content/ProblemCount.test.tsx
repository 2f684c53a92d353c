// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProblemCount } from './ProblemCount'

afterEach(cleanup)

describe('ProblemCount', () => {
  it('says nothing while no field has a problem', () => {
    render(<ProblemCount problems={{}} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('counts the fields that need attention, in words for one', () => {
    const { rerender } = render(<ProblemCount problems={{ title: 'Too long' }} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'Not saved: one field needs attention (marked above).',
    )
    rerender(<ProblemCount problems={{ title: 'Too long', 'cover.alt': 'Missing', city: 'x' }} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'Not saved: 3 fields need attention (marked above).',
    )
  })

  it('takes the focus to the first field marked, after each refusal', () => {
    const form = (problems: Record<string, string>) => (
      <form>
        <input aria-label="Name" />
        <input aria-label="Phone" aria-invalid={'phone' in problems || undefined} />
        <input aria-label="Email" aria-invalid={'email' in problems || undefined} />
        <button type="submit">Save</button>
        <ProblemCount problems={problems} />
      </form>
    )
    const { rerender } = render(form({ phone: 'Too short', email: 'Not an address' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'))
    screen.getByRole('button', { name: 'Save' }).focus()
    rerender(form({ email: 'Not an address' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
  })
})
