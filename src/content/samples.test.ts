import { describe, expect, it } from 'vitest'

/**
 * Every content module with data declares its placeholders, so a new module cannot slip sample
 * copy past `npm run check:launch` by forgetting the list. Type-only modules have nothing to
 * declare and are left alone.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  // The collections' schemas (./schema/) are shapes: their content is in snapshots/.
  ['./**/*.ts', '!./**/*.test.ts', '!./schema/**'],
  { eager: true },
)

describe('content samples', () => {
  it('finds the content modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20)
  })

  for (const [path, mod] of Object.entries(modules)) {
    const hasData = Object.keys(mod).length > 0
    if (!hasData || path === './samples.ts') continue
    it(`${path} exports its samples list`, () => {
      expect(Array.isArray(mod.samples), `${path} must export \`samples: Samples\``).toBe(true)
      for (const sample of mod.samples as { name: unknown; why: unknown }[]) {
        expect(typeof sample.name).toBe('string')
        expect(typeof sample.why).toBe('string')
      }
    })
  }

  it('lists every invented testimonial, team member and project', async () => {
    const { samples: testimonials, allTestimonials } = await import('./testimonials')
    const { samples: people, team } = await import('./team')
    const { samples: work, projects } = await import('./portfolio')
    expect(testimonials).toHaveLength(allTestimonials.length)
    expect(people).toHaveLength(team.length)
    expect(work).toHaveLength(projects.length)
  })

  it('lists the seed posts of the blog snapshot and the two service pages’ before/after pairs', async () => {
    const { samples: seeds, seedPostSamples } = await import('./seedPosts')
    expect(seeds.length).toBeGreaterThan(0)
    expect(
      seedPostSamples([
        { id: 'seed-a', slug: 'a', title: 'A' },
        { id: 'written-by-hand', slug: 'b', title: 'B' },
      ]).map((s) => s.name),
    ).toEqual(['Blog post "A" (/blog/a/)'])
    const { samples: patios } = await import('./pages/services/patios')
    const { samples: kitchens } = await import('./pages/services/kitchens')
    expect([...patios, ...kitchens].map((s) => s.name)).toEqual([
      expect.stringContaining('Before/after pair on the patios and decks page'),
      expect.stringContaining('Before/after pair on the outdoor kitchens page'),
    ])
  })
})
