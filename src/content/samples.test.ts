import { describe, expect, it } from 'vitest'

/**
 * A content module's `samples` export lists its placeholders for `npm run check:launch`; a module
 * without it has none. Every list that exists must be one the launch check can read.
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

  const declaring = Object.entries(modules).filter(([, mod]) => 'samples' in mod)
  it('finds the modules that declare samples', () => {
    expect(declaring.length).toBeGreaterThan(5)
  })

  for (const [path, mod] of declaring) {
    it(`${path} declares a samples list the launch check reads`, () => {
      expect(Array.isArray(mod.samples), `${path} must export \`samples: Samples\``).toBe(true)
      expect(
        (mod.samples as unknown[]).length,
        `${path}: an empty list is no export`,
      ).toBeGreaterThan(0)
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
