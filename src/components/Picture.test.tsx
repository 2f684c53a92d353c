// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type ImageKey, imageKeys, images, type ResponsiveImage } from '../assets/images'
import { Picture } from './Picture'

const image: ResponsiveImage = {
  src: '/assets/hero-960.webp',
  width: 1600,
  height: 900,
  alt: 'A patio at dusk',
  sources: [
    { type: 'image/avif', srcSet: '/assets/hero-480.avif 480w, /assets/hero-960.avif 960w' },
    { type: 'image/webp', srcSet: '/assets/hero-480.webp 480w, /assets/hero-960.webp 960w' },
  ],
}

function draw(props: Partial<Parameters<typeof Picture>[0]> = {}) {
  const { container } = render(<Picture image={image} sizes="100vw" {...props} />)
  const picture = container.querySelector('picture')
  const img = container.querySelector('img')
  if (!picture || !img) throw new Error('no <picture> or <img> rendered')
  return { picture, img, sources: [...picture.querySelectorAll('source')] }
}

describe('Picture', () => {
  it('renders one <source> per format, in order, with srcset and sizes', () => {
    const { sources } = draw({ sizes: '(min-width: 768px) 50vw, 100vw' })
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]?.getAttribute('srcset')).toBe(image.sources[0]?.srcSet)
    expect(sources[1]?.getAttribute('srcset')).toBe(image.sources[1]?.srcSet)
    for (const s of sources) expect(s.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw')
  })

  it('gives the <img> its fallback, intrinsic size and alt text', () => {
    const { img } = draw()
    expect(img.getAttribute('src')).toBe('/assets/hero-960.webp')
    expect(img.getAttribute('width')).toBe('1600')
    expect(img.getAttribute('height')).toBe('900')
    expect(img).toHaveAccessibleName('A patio at dusk')
  })

  it('loads lazily and decodes off the main thread by default', () => {
    const { img } = draw()
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.hasAttribute('fetchpriority')).toBe(false)
  })

  it('loads a priority image at once with high fetch priority', () => {
    const { img } = draw({ priority: true })
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.hasAttribute('decoding')).toBe(false)
  })

  it('puts the class names on the wrapper and the image', () => {
    const { picture, img } = draw({ className: 'block', imgClassName: 'object-cover' })
    expect(picture).toHaveClass('block')
    expect(img).toHaveClass('object-cover')
  })
})

describe('the image registry', () => {
  it('has every key, each with an alt text, both formats and a WebP fallback from its srcset', () => {
    expect(Object.keys(images).sort()).toEqual([...imageKeys].sort())
    for (const key of imageKeys as readonly ImageKey[]) {
      const entry = images[key]
      expect(entry.alt.length, key).toBeGreaterThan(20)
      expect(entry.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
      expect(entry.sources[1]?.srcSet).toContain(`${entry.src} `)
    }
  })

  it('keeps the aspect of each master: 16:9 hero, 4:5 portrait, square team', () => {
    expect(images.heroBackyard.width / images.heroBackyard.height).toBeCloseTo(16 / 9, 2)
    expect(images.ownerPortrait.width / images.ownerPortrait.height).toBeCloseTo(4 / 5, 2)
    expect(images.mapTriangle.width / images.mapTriangle.height).toBeCloseTo(16 / 10, 2)
    expect(images.serviceDeck.width / images.serviceDeck.height).toBeCloseTo(4 / 3, 2)
    expect(images.teamMember1.width).toBe(images.teamMember1.height)
  })

  it('gives each "before" picture the size of its "after", so a slider can overlay the two', () => {
    const befores = imageKeys.filter((key) => key.endsWith('Before'))
    expect(befores.length).toBeGreaterThan(0)
    for (const key of befores) {
      const after = images[key.replace(/Before$/, '') as ImageKey]
      expect(after, key).toBeDefined()
      expect([images[key].width, images[key].height], key).toEqual([after.width, after.height])
      expect(images[key].sources[0]?.srcSet.split(', ').length, key).toBe(
        after.sources[0]?.srcSet.split(', ').length,
      )
    }
  })
})
