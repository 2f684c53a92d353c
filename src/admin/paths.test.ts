import { describe, expect, it } from 'vitest'
import {
  deskView,
  FACTS_PATH,
  leadPath,
  NEW_PROJECT_PATH,
  NEW_REVIEW_PATH,
  PRICES_PATH,
  PROJECTS_PATH,
  projectEditPath,
  REVIEWS_PATH,
  reviewEditPath,
  UNDELIVERED_PATH,
  WORK_PATH,
} from './paths'

describe('the desk’s paths', () => {
  it('tells the posts from the office', () => {
    expect(deskView('/admin/')).toEqual({ kind: 'list' })
    expect(deskView('/admin/new/')).toEqual({ kind: 'edit', id: null })
    expect(deskView('/admin/edit/abc123/')).toEqual({ kind: 'edit', id: 'abc123' })
    expect(deskView('/admin/leads/')).toEqual({ kind: 'leads' })
    expect(deskView('/admin/leads')).toEqual({ kind: 'leads' })
    expect(deskView(WORK_PATH)).toEqual({ kind: 'work' })
    expect(deskView(FACTS_PATH)).toEqual({ kind: 'facts' })
    expect(deskView(PRICES_PATH)).toEqual({ kind: 'prices' })
    expect(deskView('/admin/prices')).toEqual({ kind: 'prices' })
    expect(deskView(PROJECTS_PATH)).toEqual({ kind: 'projects' })
    expect(deskView(NEW_PROJECT_PATH)).toEqual({ kind: 'project', id: null })
    expect(deskView(projectEditPath('p1'))).toEqual({ kind: 'project', id: 'p1' })
    expect(deskView('/admin/projects/a/b/')).toEqual({ kind: 'list' })
    expect(deskView(REVIEWS_PATH)).toEqual({ kind: 'reviews' })
    expect(deskView(NEW_REVIEW_PATH)).toEqual({ kind: 'review', id: null })
    expect(deskView(reviewEditPath('r1'))).toEqual({ kind: 'review', id: 'r1' })
    expect(deskView('/admin/reviews/a/b/')).toEqual({ kind: 'list' })
    const id = '0b8a2f6e-3c1d-4e5f-9a7b-123456789abc'
    expect(deskView(leadPath(id))).toEqual({ kind: 'lead', id })
    expect(UNDELIVERED_PATH).toBe('/admin/leads/?delivery=trouble')
    // Anything else is the list of posts, never a lead with an odd id.
    expect(deskView('/admin/leads/a%2Fb/')).toEqual({ kind: 'list' })
    expect(deskView('/admin/leads/a/b/')).toEqual({ kind: 'list' })
  })
})
