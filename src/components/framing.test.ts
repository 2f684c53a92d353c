import { describe, expect, it } from 'vitest'
import { framing } from './framing'

const frame = 'block aspect-[4/3]'
const img = 'h-full w-full object-cover group-hover:scale-105'

describe('a photo in a frame of another shape', () => {
  it('fills it from the middle, with today’s classes, when no crop was chosen', () => {
    expect(framing(undefined, frame, img)).toEqual({ className: frame, imgClassName: img })
  })

  it('keeps the top or the bottom of a tall photo', () => {
    expect(framing('top', frame, img)).toEqual({
      className: 'flex items-start overflow-hidden aspect-[4/3]',
      imgClassName: 'h-auto w-full shrink-0 group-hover:scale-105',
    })
    expect(framing('bottom', `${frame} overflow-hidden`, img).className).toBe(
      'flex items-end overflow-hidden aspect-[4/3]',
    )
  })

  it('shows the whole photo on the page’s sand', () => {
    expect(framing('whole', frame, img)).toEqual({
      className: frame,
      imgClassName: 'h-full w-full object-contain bg-sand group-hover:scale-105',
    })
  })
})
