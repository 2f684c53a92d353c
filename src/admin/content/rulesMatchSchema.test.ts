import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { businessSchema } from '../../content/schema/business'
import { CONTENT_STATUSES, SERVICE_SLUGS } from '../../content/schema/common'
import { FAQ_LIMITS, FAQ_PAGES, faqListSchema } from '../../content/schema/faqs'
import { pricesSchema } from '../../content/schema/prices'
import { PROJECT_LIMITS, projectSchema } from '../../content/schema/projects'
import { TEAM_LIMITS, teamMemberSchema } from '../../content/schema/team'
import { TESTIMONIAL_LIMITS, testimonialSchema } from '../../content/schema/testimonials'
import { CITY_IDS } from '../../content/serviceAreas/types'
import { RESERVED_PROJECT_SLUGS } from './projectSlug'

/**
 * firestore.rules cannot import the content schemas, so it repeats them: these checks fail when
 * one changes without the other. What the rules do with the values is tested on the emulator
 * (scripts/firestore/content-rules.firestore-test.ts).
 */
const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8')
const quoted = (names: readonly string[]) => `[${names.map((n) => `'${n}'`).join(', ')}]`

function keys(schema: z.ZodObject) {
  const all = Object.keys(schema.shape)
  const required = all.filter((k) => !schema.shape[k]?.safeParse(undefined).success)
  return { all, required }
}

describe('firestore.rules repeats src/content/schema/', () => {
  it.each([
    ['project', 'project', projectSchema],
    ['testimonial', 't', testimonialSchema],
    ['business', 'b', businessSchema],
    ['prices', 'p', pricesSchema],
    ['a page’s questions', 'f', faqListSchema],
    ['a team member', 'm', teamMemberSchema],
  ] as const)(
    '%s: requires the schema’s fields and allows no others (and updatedAt)',
    (_, v, schema) => {
      const { all, required } = keys(schema as unknown as z.ZodObject)
      expect(rules).toContain(`${v}.keys().hasAll(${quoted(required)})`)
      expect(rules).toContain(`${v}.keys().hasOnly(${quoted([...all, 'updatedAt'])})`)
    },
  )

  it('a project revision holds the project’s fields, signed', () => {
    const { all } = keys(projectSchema)
    expect(rules).toContain(`hasOnly(${quoted([...all, 'savedAt', 'savedBy'])})`)
  })

  it('knows the eight service areas, the five services and the statuses', () => {
    expect(rules).toContain(`city in ${quoted(CITY_IDS)}`)
    expect(rules).toContain(`slug in ${quoted(SERVICE_SLUGS)}`)
    expect(rules).toContain(`project.status in ${quoted(CONTENT_STATUSES)}`)
    expect(rules).toContain(`t.status in ${quoted(CONTENT_STATUSES)}`)
  })

  it('knows the pages with questions, and how many each may have', () => {
    expect(rules).toContain(`page in ${quoted(FAQ_PAGES)}`)
    expect(rules).toContain(`f.items.size() <= ${FAQ_LIMITS.items}`)
    expect(rules).toContain(`filledOk(f.title, ${FAQ_LIMITS.title})`)
    const { all } = keys(faqListSchema)
    expect(rules).toContain(`hasOnly(${quoted([...all, 'savedAt', 'savedBy'])})`)
  })

  it('has the team cards’ limits, and their revisions hold their fields', () => {
    expect(rules).toContain(`filledOk(m.name, ${TEAM_LIMITS.name})`)
    expect(rules).toContain(`filledOk(m.role, ${TEAM_LIMITS.role})`)
    expect(rules).toContain(`filledOk(m.description, ${TEAM_LIMITS.description})`)
    expect(rules).toContain(`m.status in ${quoted(CONTENT_STATUSES)}`)
    const { all } = keys(teamMemberSchema)
    expect(rules).toContain(`hasOnly(${quoted([...all, 'savedAt', 'savedBy'])})`)
  })

  it('refuses the desk’s reserved project slugs', () => {
    expect(rules).toContain(`!(slug in ${quoted(RESERVED_PROJECT_SLUGS)})`)
  })

  it('has the schemas’ limits', () => {
    const { title, summary, story, location, tags, photos, pairs, features, stats } = PROJECT_LIMITS
    expect(rules).toContain(`filledOk(project.title, ${title})`)
    expect(rules).toContain(`filledOk(project.summary, ${summary})`)
    expect(rules).toContain(`filledOk(project.story, ${story})`)
    expect(rules).toContain(`filledOk(project.location, ${location})`)
    expect(rules).toContain(`project.tags.size() <= ${tags}`)
    expect(rules).toContain(`project.photos.size() <= ${photos}`)
    expect(rules).toContain(`project.pairs.size() <= ${pairs}`)
    expect(rules).toContain(`project.features.size() <= ${features}`)
    expect(rules).toContain(`project.stats.size() <= ${stats}`)
    expect(rules).toContain(`filledOk(t.quote, ${TESTIMONIAL_LIMITS.quote})`)
    expect(rules).toContain(`filledOk(t.name, ${TESTIMONIAL_LIMITS.name})`)
    expect(rules).toContain(`filledOk(t.about, ${TESTIMONIAL_LIMITS.about})`)
    expect(rules).toContain(`filledOk(t.source.name, ${TESTIMONIAL_LIMITS.source})`)
  })
})
