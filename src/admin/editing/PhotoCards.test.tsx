// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { images } from '../../assets/images'
import type { DeskFirebase } from '../firebase'
import { Thumbnail } from './PhotoCards'

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
