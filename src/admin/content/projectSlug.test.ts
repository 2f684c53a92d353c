import { describe, expect, it } from 'vitest'
import { projectSlugFrom, projectSlugProblem, RESERVED_PROJECT_SLUGS } from './projectSlug'

describe('a project’s address', () => {
  it.each(RESERVED_PROJECT_SLUGS)('refuses the old route’s word %s', (word) => {
    expect(projectSlugProblem(word)).toMatch(/old address/)
  })

  it('refuses what is not a slug, and another project’s slug', () => {
    expect(projectSlugProblem('Cary Patio')).toMatch(/lowercase/)
    expect(projectSlugProblem('cary--patio')).toMatch(/lowercase/)
    expect(projectSlugProblem('cary-patio', ['cary-patio'])).toMatch(/Another project/)
    expect(projectSlugProblem('cary-patio', ['durham-deck'])).toBeNull()
  })

  it('makes a slug from a title, clear of the reserved words', () => {
    expect(projectSlugFrom('Patio & Fire Pit in Cary')).toBe('patio-and-fire-pit-in-cary')
    expect(projectSlugFrom('Project Spotlight')).toBe('project-spotlight-job')
  })
})
