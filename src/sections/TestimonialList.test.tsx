// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SnapshotTestimonial } from '../content/schema/testimonials'
import { testimonialView } from '../content/testimonials'
import { TestimonialList } from './TestimonialList'

const real: SnapshotTestimonial = {
  id: 'ann',
  quote: 'They rebuilt our deck in two weeks.',
  name: 'Ann P.',
  city: 'cary',
  sample: false,
  placements: ['home'],
  order: 0,
  source: { name: 'Google', url: 'https://g.page/r/example/review' },
  date: '2026-03-08',
  consent: { noted: '2026-03-10', how: 'By email' },
}

describe('TestimonialList', () => {
  it('shows where and when a real review was written, with a link to it', () => {
    render(<TestimonialList id="t" title="Reviews" testimonials={[testimonialView(real)]} />)
    const caption = within(screen.getByRole('figure'))
    expect(caption.getByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      'https://g.page/r/example/review',
    )
    // 8 March 2026 is the day daylight time starts: the calendar day stays the day written.
    expect(caption.getByText('Mar 8, 2026')).toHaveAttribute('datetime', '2026-03-08')
  })

  it('shows no source or date for a sample, even one that names them', () => {
    render(
      <TestimonialList
        id="t"
        title="Reviews"
        testimonials={[testimonialView({ ...real, sample: true })]}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText(/2026/)).toBeNull()
  })

  it('offers the Google review link when the business has one, and nothing otherwise', () => {
    const { rerender } = render(<TestimonialList id="t" title="Reviews" testimonials={[]} />)
    expect(screen.queryByRole('link', { name: /review on Google/ })).toBeNull()
    rerender(
      <TestimonialList
        id="t"
        title="Reviews"
        testimonials={[]}
        reviewLink="https://g.page/r/example/review"
      />,
    )
    expect(screen.getByRole('link', { name: 'Leave us a review on Google' })).toHaveAttribute(
      'href',
      'https://g.page/r/example/review',
    )
  })
})
