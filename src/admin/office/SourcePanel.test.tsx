// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testLead } from './testLead'
import { SourcePanel } from './VisitorFields'

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
