import { describe, expect, it } from 'vitest'
import { estimateProjects } from '../estimates'
import { businessSchema } from './business'
import { exampleBusiness } from './examples'
import { photoSchema } from './photo'
import { pricesSchema } from './prices'
import { projectSchema } from './projects'
import { testimonialSchema } from './testimonials'

const hash = 'ab'.repeat(32)

const project = {
  slug: 'lake-house-deck',
  title: 'Lake House Deck',
  summary: 'A composite deck over the water.',
  story: 'The old deck was failing.\n\nWe rebuilt it.',
  city: 'wake-forest',
  location: 'Wake Forest, NC',
  services: ['patios-and-decks'],
  tags: ['Deck'],
  completed: '2026-10-02',
  cover: { source: { kind: 'upload', hash }, alt: 'The new deck at dusk' },
  photos: [{ source: { kind: 'asset', key: 'serviceDeck' }, alt: 'A composite deck' }],
  pairs: [
    {
      before: { source: { kind: 'upload', hash }, alt: 'Before' },
      after: { source: { kind: 'upload', hash }, alt: 'After' },
    },
  ],
  features: ['Composite decking'],
  stats: [{ value: '18 days', label: 'Build time' }],
  sample: false,
  order: 4,
  status: 'published',
}

const review = {
  quote: 'Great work.',
  name: 'Ann P.',
  city: 'cary',
  sample: false,
  placements: ['home'],
  order: 0,
  status: 'published',
  source: { name: 'Google', url: 'https://g.page/r/example/review' },
  date: '2026-09-14',
  consent: { noted: '2026-09-20', how: 'Asked by email; she agreed in writing' },
}

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('projects', () => {
  it('takes a project with uploaded and committed photos', () => {
    expect(projectSchema.safeParse(project).success).toBe(true)
  })

  it('refuses a city outside the eight, an unknown field, a bad slug and a bare photo', () => {
    expect(issues(projectSchema.safeParse({ ...project, city: 'sanford' }))).toEqual(['city'])
    expect(projectSchema.safeParse({ ...project, price: 1 }).success).toBe(false)
    expect(issues(projectSchema.safeParse({ ...project, slug: 'Lake House' }))).toEqual(['slug'])
    expect(issues(projectSchema.safeParse({ ...project, cover: { alt: 'x' } }))).toEqual([
      'cover.source',
    ])
    expect(projectSchema.safeParse({ ...project, services: [] }).success).toBe(false)
  })

  it('refuses a story past the markdown bounds, saying which', () => {
    const story = `The old deck.\n\n${'> '.repeat(40)}deep`
    expect(projectSchema.safeParse({ ...project, story }).error?.issues).toMatchObject([
      {
        path: ['story'],
        message: 'The story has 40 quotes and lists nested at line 3; at most 32.',
      },
    ])
  })
})

describe('photos', () => {
  it('names an upload by its sha256 and an asset by its key, and needs alt text', () => {
    expect(
      photoSchema.safeParse({ source: { kind: 'upload', hash: 'abc' }, alt: 'x' }).success,
    ).toBe(false)
    expect(
      photoSchema.safeParse({ source: { kind: 'asset', key: 'nope' }, alt: 'x' }).success,
    ).toBe(false)
    expect(photoSchema.safeParse({ source: { kind: 'upload', hash }, alt: '   ' }).success).toBe(
      false,
    )
  })
})

describe('testimonials', () => {
  it('takes an attributed review', () => {
    expect(testimonialSchema.safeParse(review).success).toBe(true)
  })

  it('refuses a real review without its source, date or consent; a sample may lack them', () => {
    const { source: _s, date: _d, consent: _c, ...bare } = review
    expect(issues(testimonialSchema.safeParse(bare)).sort()).toEqual(['consent', 'date', 'source'])
    expect(testimonialSchema.safeParse({ ...bare, sample: true }).success).toBe(true)
  })

  it('links only to https sources', () => {
    for (const url of ['http://g.page/x', 'javascript:alert(1)', 'https://'])
      expect(
        testimonialSchema.safeParse({ ...review, source: { name: 'Google', url } }).success,
      ).toBe(false)
  })
})

describe('settings', () => {
  const business = exampleBusiness

  it('takes the business facts and refuses half-closed hours', () => {
    expect(businessSchema.safeParse(business).success).toBe(true)
    const hours = [{ label: 'Sunday', days: ['Sunday'], opens: '09:00', closes: null }]
    expect(issues(businessSchema.safeParse({ ...business, hours }))).toEqual(['hours.0.closes'])
  })

  it('refuses a price range that runs backwards and a project type priced twice', () => {
    const lighting = {
      type: 'lighting',
      kind: 'options',
      label: 'Lighting',
      optionLabel: 'Kind',
      options: [{ id: 'basic', label: 'Basic', detail: 'Eight lights', price: [900, 500] }],
      included: ['Design'],
      movesPrice: ['Trees'],
    }
    expect(issues(pricesSchema.safeParse({ projects: [lighting], sample: true }))).toEqual([
      'projects.0.options.0.price',
    ])
    const fixed = { ...lighting, options: [{ ...lighting.options[0], price: [500, 900] }] }
    expect(pricesSchema.safeParse({ projects: [fixed], sample: true }).success).toBe(true)
    expect(issues(pricesSchema.safeParse({ projects: [fixed, fixed], sample: true }))).toEqual([
      'projects',
    ])
  })

  it('takes cents in a price per unit only', () => {
    const patio = estimateProjects.find((p) => p.kind === 'sized')
    if (patio?.kind !== 'sized') throw new Error('fixture')
    const priced = (perUnit: number[], fixed = patio.fixed) => ({
      projects: [{ ...patio, fixed, materials: [{ ...patio.materials[0], perUnit }] }],
      sample: true,
    })
    expect(pricesSchema.safeParse(priced([9.5, 12.05])).success).toBe(true)
    expect(issues(pricesSchema.safeParse(priced([9.505, 12])))).toEqual([
      'projects.0.materials.0.perUnit.0',
    ])
    expect(issues(pricesSchema.safeParse(priced([9, 12], [10.5, 20])))).toEqual([
      'projects.0.fixed.0',
    ])
  })
})
