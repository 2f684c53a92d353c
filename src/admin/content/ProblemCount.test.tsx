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
})
