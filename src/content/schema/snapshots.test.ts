import { describe, expect, it } from 'vitest'
import faqs from '../../../snapshots/faqs.json'
import projects from '../../../snapshots/projects.json'
import business from '../../../snapshots/settings-business.json'
import prices from '../../../snapshots/settings-prices.json'
import team from '../../../snapshots/team.json'
import testimonials from '../../../snapshots/testimonials.json'
import { businessSchema } from './business'
import { FAQ_PAGES, faqsSnapshotSchema } from './faqs'
import { pricesSchema } from './prices'
import { projectsSnapshotSchema } from './projects'
import { teamSnapshotSchema } from './team'
import { testimonialsSnapshotSchema } from './testimonials'

/**
 * The committed snapshots are what the build reads (site.ts and estimates.ts import two of them
 * without validating, to keep zod out of the browser): each must pass its schema.
 */
describe('the committed content snapshots', () => {
  it.each([
    ['projects.json', projectsSnapshotSchema, projects],
    ['testimonials.json', testimonialsSnapshotSchema, testimonials],
    ['settings-business.json', businessSchema, business],
    ['settings-prices.json', pricesSchema, prices],
    ['faqs.json', faqsSnapshotSchema, faqs],
    ['team.json', teamSnapshotSchema, team],
  ] as const)('%s passes its schema', (_file, schema, data) => {
    const result = schema.safeParse(data)
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('holds the questions of every page that shows some, once each', () => {
    expect(faqs.map((list) => list.id).sort()).toEqual([...FAQ_PAGES].sort())
  })

  it('gives every project a testimonial of its own, as the pages showed before the move', () => {
    const quoted = new Set(testimonials.flatMap((t) => ('project' in t ? [t.project] : [])))
    expect(projects.filter((p) => !quoted.has(p.slug)).map((p) => p.slug)).toEqual([])
  })
})
