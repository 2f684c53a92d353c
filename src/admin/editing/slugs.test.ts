import { describe, expect, it } from 'vitest'
import { copySlug, slugify } from './slugs'

describe('slugify', () => {
  it('makes slugs from titles', () => {
    expect(slugify('Décor & Fire: 5 Ideas!')).toBe('decor-and-fire-5-ideas')
    expect(slugify('  --  ')).toBe('')
  })
})

describe('copySlug', () => {
  it('adds -copy, then a number, until the slug is free', () => {
    expect(copySlug('deck-boards', new Set())).toBe('deck-boards-copy')
    expect(copySlug('deck-boards', new Set(['deck-boards-copy']))).toBe('deck-boards-copy-2')
    expect(copySlug('deck-boards', new Set(['deck-boards-copy', 'deck-boards-copy-2']))).toBe(
      'deck-boards-copy-3',
    )
  })
  it('stays within the slug’s length limit', () => {
    expect(copySlug('a'.repeat(100), new Set())).toBe(`${'a'.repeat(80)}-copy`)
  })
})
