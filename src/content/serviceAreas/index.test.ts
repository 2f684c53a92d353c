import { describe, expect, it } from 'vitest'
import { type CityId, samples, serviceAreaById, serviceAreaPath, serviceAreas } from './index'
import { fiveGramOverlap, maskPlaces, placeNames } from './similarity'
import type { ServiceArea, ServiceSlug } from './types'

const SPEC_ORDER: readonly CityId[] = [
  'raleigh',
  'durham',
  'chapel-hill',
  'cary',
  'wake-forest',
  'apex',
  'morrisville',
  'garner',
]

const SLUGS: readonly ServiceSlug[] = [
  'landscape-lighting',
  'fire-pits-and-fireplaces',
  'outdoor-kitchens',
  'patios-and-decks',
  'pergolas-and-gazebos',
]

/** Everything of a city the page shows as prose or lists. */
function visibleText(area: ServiceArea): string {
  return [
    area.heading,
    area.intro,
    ...area.requests.flatMap((point) => [point.title, point.body]),
    ...area.siteNotes.flatMap((point) => [point.title, point.body]),
    area.permits.office,
    area.permits.body,
    ...Object.values(area.services),
    ...area.neighbourhoods,
  ].join('\n')
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length
const sentenceCount = (text: string) => text.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length

describe('service areas', () => {
  it('lists the eight cities of docs/product.md, in its order, once each', () => {
    expect(serviceAreas.map((area) => area.id)).toEqual(SPEC_ORDER)
    expect(new Set(serviceAreas.map((area) => area.id)).size).toBe(8)
    expect(new Set(serviceAreas.map((area) => area.name)).size).toBe(8)
  })

  it('finds a city by id and builds its path', () => {
    expect(serviceAreaById('chapel-hill')?.name).toBe('Chapel Hill')
    expect(serviceAreaById('sanford')).toBeUndefined()
    expect(serviceAreaPath('wake-forest')).toBe('/service-areas/wake-forest/')
  })

  it('gives every page a unique title, description and heading', () => {
    for (const key of ['metaTitle', 'description', 'heading'] as const) {
      const values = serviceAreas.map((area) => area[key])
      expect(new Set(values).size, key).toBe(values.length)
    }
    for (const area of serviceAreas) {
      expect(area.metaTitle.length, area.id).toBeLessThan(60)
      expect(area.description.length, area.id).toBeGreaterThanOrEqual(120)
      expect(area.description.length, area.id).toBeLessThanOrEqual(160)
    }
  })

  it('fills every section to its size', () => {
    for (const area of serviceAreas) {
      const sentences = sentenceCount(area.intro)
      expect(sentences, `${area.id} intro`).toBeGreaterThanOrEqual(2)
      expect(sentences, `${area.id} intro`).toBeLessThanOrEqual(3)
      expect(area.requests, area.id).toHaveLength(3)
      expect(area.siteNotes, area.id).toHaveLength(3)
      for (const point of [...area.requests, ...area.siteNotes]) {
        const label = `${area.id}: ${point.title}`
        expect(wordCount(point.title), label).toBeGreaterThanOrEqual(2)
        expect(wordCount(point.title), label).toBeLessThanOrEqual(6)
        expect(wordCount(point.body), label).toBeGreaterThanOrEqual(35)
        expect(wordCount(point.body), label).toBeLessThanOrEqual(70)
      }
      expect(area.permits.office, area.id).not.toBe('')
      expect(sentenceCount(area.permits.body), area.id).toBeGreaterThanOrEqual(2)
      expect(sentenceCount(area.permits.body), area.id).toBeLessThanOrEqual(3)
      expect(area.neighbourhoods.length, area.id).toBeGreaterThanOrEqual(6)
      expect(area.neighbourhoods.length, area.id).toBeLessThanOrEqual(10)
      expect(Object.keys(area.services).sort(), area.id).toEqual([...SLUGS].sort())
      for (const text of Object.values(area.services)) expect(text.trim(), area.id).not.toBe('')
    }
  })

  it('names nearby cities that exist, never the city itself', () => {
    const ids = new Set<string>(SPEC_ORDER)
    for (const area of serviceAreas) {
      expect(area.nearby.length, area.id).toBeGreaterThanOrEqual(1)
      expect(new Set(area.nearby).size, area.id).toBe(area.nearby.length)
      for (const id of area.nearby) {
        expect(ids.has(id), `${area.id} → ${id}`).toBe(true)
        expect(id, area.id).not.toBe(area.id)
      }
    }
  })

  it('invents no prices', () => {
    for (const area of serviceAreas) expect(JSON.stringify(area), area.id).not.toMatch(/\$\s?\d/)
  })

  it('declares every city page as sample content', () => {
    expect(samples.map((sample) => sample.name)).toEqual(
      serviceAreas.map((area) => `Service area page: ${area.name}`),
    )
  })

  it('writes each page for its place: with place names masked, no two share over a third of their 5-grams', () => {
    const names = placeNames(serviceAreas)
    const texts = serviceAreas.map((area) => maskPlaces(visibleText(area), names))
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const pair = `${serviceAreas[i]?.id} / ${serviceAreas[j]?.id}`
        expect(fiveGramOverlap(texts[i] ?? '', texts[j] ?? ''), pair).toBeLessThanOrEqual(1 / 3)
      }
    }
  })
})

describe('similarity helpers', () => {
  it('masks place names whole, longest first, in any case', () => {
    expect(
      maskPlaces('Wake Forest is in Wake County, not Wakefield.', ['Wake', 'Wake Forest']),
    ).toBe('zzplacezz is in zzplacezz county, not wakefield.')
  })

  it('measures shared 5-grams against the smaller text', () => {
    const a = 'one two three four five six'
    expect(fiveGramOverlap(a, a)).toBe(1)
    expect(fiveGramOverlap(a, 'one two three four five')).toBe(1)
    expect(fiveGramOverlap(a, 'seven eight nine ten eleven')).toBe(0)
    expect(fiveGramOverlap('too short', a)).toBe(0)
    expect(fiveGramOverlap('Raleigh is our home base today', 'Cary is our home base today')).toBe(
      0.5,
    )
    const names = ['Raleigh', 'Cary']
    expect(
      fiveGramOverlap(
        maskPlaces('Raleigh is our home base today', names),
        maskPlaces('Cary is our home base today', names),
      ),
    ).toBe(1)
  })
})
