// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PostMeta } from './PostMeta'

describe('PostMeta', () => {
  it('shows when a post was updated on a later day', () => {
    render(
      <PostMeta
        author="Dana"
        publishedAt="2026-01-05T15:00:00.000Z"
        updatedAt="2026-02-10T15:00:00.000Z"
      />,
    )
    expect(screen.getByText(/^By Dana/).closest('p')?.textContent).toBe(
      'By Dana · Jan 5, 2026 · Updated Feb 10, 2026',
    )
    expect(screen.getByText('Feb 10, 2026').getAttribute('datetime')).toBe(
      '2026-02-10T15:00:00.000Z',
    )
  })

  it('says nothing more for a change on the day of publication, or none', () => {
    const { container, rerender } = render(
      <PostMeta
        author="Dana"
        publishedAt="2026-01-05T15:00:00.000Z"
        updatedAt="2026-01-05T18:00:00.000Z"
      />,
    )
    expect(container.textContent).toBe('By Dana · Jan 5, 2026')
    rerender(<PostMeta author="Dana" publishedAt="2026-01-05T15:00:00.000Z" />)
    expect(container.textContent).toBe('By Dana · Jan 5, 2026')
  })
})
