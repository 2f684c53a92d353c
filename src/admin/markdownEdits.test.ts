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
