/**
 * How alike two city pages read once their place names are hidden: the share of word 5-grams
 * they have in common. A page that is a template with the city swapped scores close to 1; pages
 * written for their own place score near 0. The unit test of ./index.ts measures the typed data
 * with it, and the pages' end-to-end test can measure the rendered text the same way.
 */
import type { ServiceArea } from './types'

/** What every masked place name becomes: one word that no real copy contains. */
export const PLACE_TOKEN = 'zzplacezz'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Lower-cases `text` and replaces each of `names` (whole words, any case, longest first so that
 * "Wake Forest" goes before "Wake") with PLACE_TOKEN.
 */
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

/** The words of a text, lower-cased, punctuation dropped (inner apostrophes kept). */
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

/**
 * Shared word 5-grams of `a` and `b` divided by the size of the smaller 5-gram set: 0 when the
 * texts share no five-word run, 1 when one is contained in the other. Mask place names first.
 */
export function fiveGramOverlap(a: string, b: string): number {
  const gramsA = fiveGrams(a)
  const gramsB = fiveGrams(b)
  const smaller = Math.min(gramsA.size, gramsB.size)
  if (smaller === 0) return 0
  let shared = 0
  for (const gram of gramsA) if (gramsB.has(gram)) shared++
  return shared / smaller
}

/**
 * Every place name the city pages use: city names, county names (with and without "County"),
 * and every city's neighbourhoods.
 */
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
