import { describe, expect, it, vi } from 'vitest'
import type { SnapshotProject } from '../../content/schema/projects'

/**
 * A project added to the snapshot reaches every page it belongs to with no code change: the
 * route table's static paths (so its page and the sitemap), the portfolio grid and its city's
 * page all come from snapshots/projects.json. The snapshot is replaced here by one with an extra
 * project, as `npm run snapshot` would write it.
 */
const added: SnapshotProject = {
  id: 'new-one',
  slug: 'lake-house-deck',
  title: 'Lake House Deck',
  summary: 'A composite deck over Lake Crabtree.',
  story: 'The old deck was failing.\n\nWe **rebuilt** it.',
  city: 'morrisville',
  location: 'Morrisville, NC',
  services: ['patios-and-decks'],
  tags: ['Deck'],
  cover: {
    source: { kind: 'upload', hash: 'a'.repeat(64) },
    alt: 'The new deck at dusk',
    responsive: {
      src: '/content-media/aaaaaaaaaaaaaaaa-1200.jpg',
      width: 1200,
      height: 800,
      sources: [{ type: 'image/webp', srcSet: '/content-media/aaaaaaaaaaaaaaaa-480.webp 480w' }],
    },
  },
  photos: [],
  pairs: [],
  features: [],
  stats: [],
  sample: false,
  order: 0,
}

vi.mock('../../../snapshots/projects.json', async (importOriginal) => {
  const { default: today } = await importOriginal<{ default: SnapshotProject[] }>()
  return { default: [...today, { ...added, order: today.length }] }
})

describe('a new project in the snapshot', () => {
  it('is pre-rendered at /portfolio/{slug}/, so the sitemap lists it', async () => {
    const { pageRoutes } = await import('../../routes')
    const route = pageRoutes.find((r) => r.path === '/portfolio/:slug/')
    expect(await route?.staticPaths?.()).toContain('/portfolio/lake-house-deck/')
  })

  it('shows in the portfolio grid with its uploaded cover', async () => {
    const { portfolioData } = await import('./data')
    const card = portfolioData().cards.find((c) => c.slug === 'lake-house-deck')
    expect(card).toMatchObject({
      title: 'Lake House Deck',
      image: { src: '/content-media/aaaaaaaaaaaaaaaa-1200.jpg', alt: 'The new deck at dusk' },
    })
  })

  it('has its page, its story rendered from markdown', async () => {
    const { projectPageData } = await import('./data')
    const page = await projectPageData('lake-house-deck')
    expect(page?.project.storyHtml).toContain('<strong>rebuilt</strong>')
  })

  it('shows on its city page, first among the nearby work', async () => {
    const { areaPageData } = await import('../../content/serviceAreas/pageData')
    const { resolvePhoto } = await import('./photos')
    const page = areaPageData('morrisville', { resolveImage: (p) => resolvePhoto(p.cover) })
    expect(page?.projects[0]).toMatchObject({
      title: 'Lake House Deck',
      href: '/portfolio/lake-house-deck/',
    })
  })
})
