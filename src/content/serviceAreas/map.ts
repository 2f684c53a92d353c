// One set of coordinates for the map's pins; the committed map art was drawn from them, and
// map.test.ts holds the pins to it (docs/decisions/0043-placeholder-art-generator-removed.md).
import { CITY_IDS, type CityId } from './types'

// Equirectangular: fine at this scale.
export const MAP_FRAME = { west: -79.5, east: -78.1, south: 35.39, north: 36.1 } as const

export interface Place {
  lon: number
  lat: number
}

// Sanford too: the hero names it and the art marks it.
export const MAP_PLACES: Readonly<Record<CityId | 'sanford', Place>> = {
  raleigh: { lon: -78.6382, lat: 35.7796 },
  durham: { lon: -78.8986, lat: 35.994 },
  'chapel-hill': { lon: -79.0558, lat: 35.9132 },
  cary: { lon: -78.7811, lat: 35.7915 },
  'wake-forest': { lon: -78.5097, lat: 35.9799 },
  apex: { lon: -78.8503, lat: 35.7327 },
  morrisville: { lon: -78.8256, lat: 35.8235 },
  garner: { lon: -78.6142, lat: 35.7113 },
  sanford: { lon: -79.1803, lat: 35.4799 },
}

export function mapFraction(lon: number, lat: number): { x: number; y: number } {
  const { west, east, south, north } = MAP_FRAME
  return { x: (lon - west) / (east - west), y: (north - lat) / (north - south) }
}

const percent = (fraction: number) => Math.round(fraction * 1000) / 10

export const MAP_PINS: Readonly<Record<CityId, { x: number; y: number }>> = Object.fromEntries(
  CITY_IDS.map((id) => {
    const { x, y } = mapFraction(MAP_PLACES[id].lon, MAP_PLACES[id].lat)
    return [id, { x: percent(x), y: percent(y) }]
  }),
) as Record<CityId, { x: number; y: number }>
