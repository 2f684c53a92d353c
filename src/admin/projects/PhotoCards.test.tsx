// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { images } from '../../assets/images'
import { uploadCard } from '../collections/projects'
import type { DeskFirebase } from '../firebase'
import { coverLabel, Thumbnail } from './PhotoCards'

describe('a project photo card’s picture', () => {
  it('shows one of the site’s own pictures as the site does, decorative beside its alt field', () => {
    const { container } = render(
      <Thumbnail
        firebase={{} as DeskFirebase}
        source={{ kind: 'asset', key: 'projectGardenRetreatBefore' }}
      />,
    )
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(images.projectGardenRetreatBefore.src)
    expect(img?.getAttribute('alt')).toBe('')
    expect(container.querySelectorAll('source')).toHaveLength(
      images.projectGardenRetreatBefore.sources.length,
    )
    expect(container.textContent).not.toContain('projectGardenRetreatBefore')
  })
})

describe('a cover choice', () => {
  const card = uploadCard('a'.repeat(64))
  it('names its photo: its alt text, else its file, else its number', () => {
    expect(coverLabel({ ...card, alt: ' Flagstone patio at dusk ' }, 2, 'IMG_0042.jpg')).toBe(
      'Cover: Flagstone patio at dusk',
    )
    expect(coverLabel(card, 2, 'IMG_0042.jpg')).toBe('Cover: IMG_0042.jpg')
    expect(coverLabel(card, 2)).toBe('Cover: photo 2')
    expect(coverLabel({ ...card, source: { kind: 'asset', key: 'projectGardenRetreat' } }, 1)).toBe(
      'Cover: photo 1, projectGardenRetreat',
    )
    expect(coverLabel({ ...card, alt: 'x'.repeat(100) }, 1)).toBe(`Cover: ${'x'.repeat(79)}…`)
  })
})
