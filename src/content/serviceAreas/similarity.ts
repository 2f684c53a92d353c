// How alike two city pages read with their place names hidden: a template with the city swapped
// scores close to 1, pages written for their own place near 0.
import type { ServiceArea } from './types'

export const PLACE_TOKEN = 'zzplacezz'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// Longest first, so "Wake Forest" goes before "Wake".
export function maskPlaces(text: string, names: readonly string[]): string {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))]
  wanted.sort((a, b) => b.length - a.length)
  let masked = text.toLowerCase().replace(/[\u2018\u2019]/g, "'")
  for (const name of wanted) {
    const pattern = new RegExp(`(?<![a-z0-9])${escapeRegExp(name)}(?![a-z0-9])`, 'g')
    masked = masked.replace(pattern, PLACE_TOKEN)
  }
  return masked
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
}

function fiveGrams(text: string): Set<string> {
  const list = words(text)
  const grams = new Set<string>()
  for (let i = 0; i + 5 <= list.length; i++) grams.add(list.slice(i, i + 5).join(' '))
  return grams
}

// Over the smaller set, so a text contained in the other scores 1. Mask place names first.
export function fiveGramOverlap(a: string, b: string): number {
  const gramsA = fiveGrams(a)
  const gramsB = fiveGrams(b)
  const smaller = Math.min(gramsA.size, gramsB.size)
  if (smaller === 0) return 0
  let shared = 0
  for (const gram of gramsA) if (gramsB.has(gram)) shared++
  return shared / smaller
}

export function placeNames(areas: readonly ServiceArea[]): string[] {
  const names = new Set<string>()
  for (const area of areas) {
    names.add(area.name)
    for (const county of area.county.split(/\s+and\s+|,\s*/)) {
      names.add(county)
      names.add(county.replace(/\s+County$/i, ''))
    }
    for (const neighbourhood of area.neighbourhoods) names.add(neighbourhood)
  }
  return [...names]
}
