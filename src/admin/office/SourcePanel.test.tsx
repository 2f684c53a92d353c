// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testLead } from './testLead'
import { SourcePanel, VisitorFields } from './VisitorFields'

const terms = () => screen.getAllByRole('term').map((term) => term.textContent)

describe('where a lead came from', () => {
  it('names a campaign once: by its utm_campaign row when there is one', () => {
    render(
      <SourcePanel
        lead={testLead('2026-11-01T00:00:00Z', {
          fields: { page: '/decks/', utm_source: 'google', utm_campaign: 'fall-decks' },
        })}
      />,
    )
    expect(terms()).toEqual(['Page', 'utm_source', 'utm_campaign'])
  })

  it('sums one up when no row names it', () => {
    render(<SourcePanel lead={testLead('2026-11-01T00:00:00Z', { fields: { gclid: 'Cj0' } })} />)
    expect(terms()).toEqual(['Page', 'Campaign', 'gclid'])
    expect(screen.getAllByRole('definition')[1]?.textContent).toBe('Google Ads click')
  })
})

describe('what a visitor sent', () => {
  it('shows choices in the site’s words and the estimator in one row', () => {
    render(
      <VisitorFields
        lead={testLead('2026-11-01T00:00:00Z', {
          fields: {
            subject: 'fire-features',
            area: 'chapel-hill',
            estimate_project: 'fire',
            estimate_option: 'no-such-option',
            estimate_low: '4000',
            estimate_high: '6500',
          },
        })}
      />,
    )
    expect(terms()).toEqual(['Name', 'Email', 'Subject', 'Service area', 'From the estimator'])
    const shown = screen.getAllByRole('definition').map((d) => d.textContent)
    expect(shown).toContain('Fire Pits & Fireplaces')
    expect(shown).toContain('Chapel Hill')
    expect(shown.at(-1)).toMatch(/, no-such-option: \$4,000 – \$6,500$/)
  })

  it('shows an estimator field without its project as sent, not hidden', () => {
    render(
      <VisitorFields
        lead={testLead('2026-11-01T00:00:00Z', { fields: { estimate_low: '4000' } })}
      />,
    )
    expect(terms()).toEqual(['Name', 'Email', 'Estimator: low (USD)'])
    expect(screen.getAllByRole('definition').at(-1)?.textContent).toBe('4000')
  })
})
