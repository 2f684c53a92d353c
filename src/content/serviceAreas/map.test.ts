import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serviceAreas } from './index'
import { areaSummaries } from './pageData'

// The committed picture the pins overlay (1600 × 1000); its generator left the tree:
// docs/decisions/0043-placeholder-art-generator-removed.md
const ART = new URL('../../assets/images/art/mapTriangle.svg', import.meta.url)
const PIN = /<path d="M(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)C[^"]*" fill="#(?:de4d0b|1f5135)"/g
const LABEL = /<text [^>]*fill="#173a27">([^<]+)<\/text>/g

/** Each pin the art draws, by the label that follows it, in percent of the picture. */
function artPins(svg: string): Map<string, { x: number; y: number }> {
  const pins = new Map<string, { x: number; y: number }>()
  for (const pin of svg.matchAll(PIN)) {
    LABEL.lastIndex = (pin.index ?? 0) + pin[0].length
    const name = LABEL.exec(svg)?.[1]
    if (name) pins.set(name, { x: (Number(pin[1]) / 1600) * 100, y: (Number(pin[2]) / 1000) * 100 })
  }
  return pins
}

describe('the service-area map pins', () => {
  const drawn = artPins(readFileSync(ART, 'utf8'))

  it('stand where the art draws each service area', () => {
    const summaries = areaSummaries()
    for (const area of serviceAreas) {
      const art = drawn.get(area.name)
      const pin = summaries.find((summary) => summary.id === area.id)?.pin
      expect(art, area.name).toBeDefined()
      expect(pin, area.name).toBeDefined()
      // Whole pixels in the art, tenths of a percent in the pins.
      expect(Math.abs((art?.x ?? 0) - (pin?.x ?? 0)), area.name).toBeLessThan(0.1)
      expect(Math.abs((art?.y ?? 0) - (pin?.y ?? 0)), area.name).toBeLessThan(0.1)
    }
  })

  it('are the art’s pins: the service areas, and Sanford, which the hero names', () => {
    expect([...drawn.keys()].sort()).toEqual(
      [...serviceAreas.map((area) => area.name), 'Sanford'].sort(),
    )
  })
})
