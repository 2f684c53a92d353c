/**
 * Where each city's pin stands on the service-area map (src/assets/images/art/mapTriangle.svg),
 * as percentages of the picture's width and height: the tip of the pin. The art is drawn from the
 * cities' coordinates (scripts/art/scenes/mapTriangle.ts); map.test.ts checks these against it.
 */
import type { CityId } from './types'

export const MAP_PINS: Readonly<Record<CityId, { x: number; y: number }>> = {
  raleigh: { x: 61.6, y: 45.1 },
  durham: { x: 43.0, y: 14.9 },
  'chapel-hill': { x: 31.7, y: 26.3 },
  cary: { x: 51.4, y: 43.5 },
  'wake-forest': { x: 70.7, y: 16.9 },
  apex: { x: 46.4, y: 51.7 },
  morrisville: { x: 48.2, y: 38.9 },
  garner: { x: 63.3, y: 54.7 },
}
