import { describe, expect, it } from 'vitest'
import {
  applyAction,
  imageMarkdown,
  insertBlock,
  insertLink,
  linkAddress,
  selectedWords,
} from './markdownEdits'

const at = (value: string, start = value.length, end = start) => ({ value, start, end })

describe('the body toolbar', () => {
  it('makes headings and lists of the selected lines', () => {
    expect(applyAction(at('Intro\nSection', 7), 'h2').value).toBe('Intro\n## Section')
    expect(applyAction(at('## Old', 2), 'h3').value).toBe('### Old')
    expect(applyAction(at('a\nb\nc', 0, 5), 'ul').value).toBe('- a\n- b\n- c')
    expect(applyAction(at('- a\n- b', 0, 7), 'ol').value).toBe('1. a\n2. b')
  })

  it('leaves the caret after the marker, so typing keeps it (a heading or list, then text)', () => {
    const type = (state: { value: string; start: number; end: number }, text: string) =>
      state.value.slice(0, state.start) + text + state.value.slice(state.end)
    const heading = applyAction(at('Intro\n'), 'h2')
    expect(heading).toEqual({ value: 'Intro\n## ', start: 9, end: 9 })
    expect(type(heading, 'Costs')).toBe('Intro\n## Costs')
    const list = applyAction(at(''), 'ul')
    expect(type(list, 'Pavers')).toBe('- Pavers')
    // A caret inside a line moves with its text; a heading made smaller keeps it in place.
    expect(applyAction(at('Section', 3), 'h2')).toMatchObject({ start: 6, end: 6 })
    expect(applyAction(at('## Old', 4), 'h3')).toMatchObject({ value: '### Old', start: 5 })
    // Lines selected: the caret ends after them.
    const lines = applyAction(at('a\nb', 0, 3), 'ol')
    expect(lines).toMatchObject({ value: '1. a\n2. b', start: 9, end: 9 })
  })

  it('wraps the selection in italics, or a placeholder selected to type over', () => {
    const italic = applyAction(at('a word', 2, 6), 'italic')
    expect(italic.value).toBe('a _word_')
    const empty = applyAction(at('x '), 'italic')
    expect(empty.value.slice(empty.start, empty.end)).toBe('italic text')
  })

  it('wraps the selection in bold', () => {
    const bold = applyAction(at('say hi now', 4, 6), 'bold')
    expect(bold.value).toBe('say **hi** now')
    expect(bold.value.slice(bold.start, bold.end)).toBe('hi')
  })

  it('makes a link of the selected words and the address asked for, the caret after it', () => {
    const text = at('see our\ndecks today', 4, 13)
    expect(selectedWords(text)).toBe('our decks')
    const link = insertLink(text, selectedWords(text), '/decks/')
    expect(link).toEqual({
      value: 'see [our decks](/decks/) today',
      start: 24,
      end: 24,
    })
    // No selection: the words asked for go in at the caret; brackets in them stay words.
    expect(insertLink(at('Call '), 'us [today]', 'tel:+19195550100').value).toBe(
      'Call [us \\[today\\]](tel:+19195550100)',
    )
  })

  it('takes an address as a writer types it, and refuses what cannot be one', () => {
    expect(linkAddress(' /services/ ')).toBe('/services/')
    expect(linkAddress('example.com/decks')).toBe('https://example.com/decks')
    expect(linkAddress('www.wake.gov')).toBe('https://www.wake.gov')
    expect(linkAddress('http://example.com/a_(b)')).toBe('http://example.com/a_%28b%29')
    expect(linkAddress('dana@example.com')).toBe('mailto:dana@example.com')
    expect(linkAddress('localhost:8080/x')).toBeNull()
    for (const bad of ['', 'https://', 'decks', 'two words.com', 'javascript:alert(1)'])
      expect(linkAddress(bad), bad).toBeNull()
  })

  it('puts a table on lines of its own', () => {
    const table = applyAction(at('Before'), 'table')
    expect(table.value).toMatch(/^Before\n\n\| Column \| Column \|\n\| --- \| --- \|\n.*\n.*\n\n$/)
    expect(table.value.slice(table.start, table.end)).toBe('Column')
    expect(insertBlock(at(''), 'X').value).toBe('X\n\n')
    // An image with a table's heading selected goes after the table, which stays whole.
    expect(insertBlock(at('| a |\n| - |\n\nNext', 2, 3), '![x](/y.svg)').value).toBe(
      '| a |\n| - |\n\n![x](/y.svg)\n\nNext',
    )
  })

  it('writes an image with its alt text, escaped', () => {
    expect(imageMarkdown('/blog-media/art/a b.svg', 'A [new] patio')).toBe(
      '![A \\[new\\] patio](/blog-media/art/a%20b.svg)',
    )
  })
})
