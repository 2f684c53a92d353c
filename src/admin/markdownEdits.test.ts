import { describe, expect, it } from 'vitest'
import { applyAction, imageMarkdown, insertBlock } from './markdownEdits'

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

  it('wraps the selection in bold, or a link whose address is selected to type', () => {
    const bold = applyAction(at('say hi now', 4, 6), 'bold')
    expect(bold.value).toBe('say **hi** now')
    expect(bold.value.slice(bold.start, bold.end)).toBe('hi')
    const link = applyAction(at('see docs', 4, 8), 'link')
    expect(link.value).toBe('see [docs](https://)')
    expect(link.value.slice(link.start, link.end)).toBe('https://')
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
