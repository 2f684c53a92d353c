import { describe, expect, it } from 'vitest'
import { at, CITIES, H, W } from '../../../scripts/art/scenes/mapTriangle'
import { MAP_PINS } from './map'

const NAMES: Record<string, string> = {
  raleigh: 'Raleigh',
  durham: 'Durham',
  'chapel-hill': 'Chapel Hill',
  cary: 'Cary',
  'wake-forest': 'Wake Forest',
  apex: 'Apex',
  morrisville: 'Morrisville',
  garner: 'Garner',
}

describe('the service-area map pins', () => {
  it('stand where the art draws each city', () => {
    for (const [id, pin] of Object.entries(MAP_PINS)) {
      const city = CITIES.find((c) => c.name === NAMES[id])
      expect(city, id).toBeDefined()
      const point = at(city?.lon ?? 0, city?.lat ?? 0)
      expect(Math.abs((point.x / W) * 100 - pin.x), id).toBeLessThan(0.1)
      expect(Math.abs((point.y / H) * 100 - pin.y), id).toBeLessThan(0.1)
    }
  })
})
