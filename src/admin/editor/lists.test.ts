import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../blog/markdown'
import { bodyLanguage } from './language'
import { continueList, renumberLists } from './lists'

/** A text with the caret where `|` is. */
function at(text: string): EditorState {
  const caret = text.indexOf('|')
  return EditorState.create({
    doc: text.replace('|', ''),
    selection: EditorSelection.cursor(caret),
    extensions: [bodyLanguage, renumberLists],
  })
}

/** The text after the command, with the caret marked, or null when it left the key alone. */
function run(state: EditorState, command: StateCommand): string | null {
  let next: EditorState | null = null
  if (!command({ state, dispatch: (tr) => (next = tr.state) })) return null
  const done = next as EditorState | null
  if (!done) return null
  const head = done.selection.main.head
  return `${done.doc.sliceString(0, head)}|${done.doc.sliceString(head)}`
}

/** Types `keys` from `text`: a line of words, or Enter. */
function type(text: string, keys: string[]): string {
  let state = at(text)
  for (const key of keys) {
    if (key === 'Enter') {
      let next = state
      if (!continueList({ state, dispatch: (tr) => (next = tr.state) }))
        next = state.update(state.replaceSelection('\n'), { userEvent: 'input' }).state
      state = next
    } else state = state.update(state.replaceSelection(key), { userEvent: 'input.type' }).state
  }
  return state.doc.toString()
}

describe('Enter in the body', () => {
  it('continues a bulleted list with its marker', () => {
    expect(run(at('- Pavers|'), continueList)).toBe('- Pavers\n- |')
    expect(run(at('* Pavers|'), continueList)).toBe('* Pavers\n* |')
    expect(run(at('- [x] Permit|'), continueList)).toBe('- [x] Permit\n- [ ] |')
  })

  it('continues a numbered list and renumbers the items after', () => {
    expect(run(at('1. Dig|\n2. Pour'), continueList)).toBe('1. Dig\n2. |\n3. Pour')
    expect(run(at('3. Seal|'), continueList)).toBe('3. Seal\n4. |')
  })

  it('ends the list on an empty item, with a blank line before the next words', () => {
    expect(run(at('- a\n- |'), continueList)).toBe('- a\n\n|')
    expect(run(at('- a\n- b\n- |'), continueList)).toBe('- a\n- b\n\n|')
    expect(run(at('1. a\n2. |'), continueList)).toBe('1. a\n\n|')
    // A nested empty item goes up a level instead.
    expect(run(at('- a\n  - b\n  - |'), continueList)).toBe('- a\n  - b\n- |')
  })

  it('leaves a line that is no list to the plain new line', () => {
    expect(run(at('Just words|'), continueList)).toBeNull()
    expect(run(at('## Costs|'), continueList)).toBeNull()
  })

  it('a list typed with Enter renders as one list with an item each, and the words after as a paragraph', async () => {
    const text = type('- |', [
      'Pavers',
      'Enter',
      'Gravel',
      'Enter',
      'Sand',
      'Enter',
      'Enter',
      'Done.',
    ])
    expect(text).toBe('- Pavers\n- Gravel\n- Sand\n\nDone.')
    const html = await renderMarkdown(text, 'https://example.com')
    expect(html).toMatch(
      /^<ul>\s*<li>Pavers<\/li>\s*<li>Gravel<\/li>\s*<li>Sand<\/li>\s*<\/ul>\s*<p>Done\.<\/p>\s*$/,
    )
    const numbered = type('1. |', ['Dig', 'Enter', 'Pour', 'Enter', 'Enter', 'Then wait.'])
    expect(numbered).toBe('1. Dig\n2. Pour\n\nThen wait.')
  })
})

describe('numbered lists', () => {
  const edit = (text: string, from: number, to: number, userEvent: string) =>
    at(text).update({ changes: { from, to }, userEvent }).state.doc.toString()

  it('count on after an item is deleted or pasted', () => {
    const list = '1. a\n2. b\n3. c\n4. d'
    // The line "2. b\n" deleted: c and d move up.
    expect(edit(list, 5, 10, 'delete.cut')).toBe('1. a\n2. c\n3. d')
    const pasted = at(list).update({
      changes: { from: 5, insert: '1. new\n' },
      userEvent: 'input.paste',
    }).state
    expect(pasted.doc.toString()).toBe('1. a\n2. new\n3. b\n4. c\n5. d')
  })

  it('keep the first item’s number, and leave typing alone', () => {
    expect(edit('5. a\n6. b\n7. c', 5, 10, 'delete')).toBe('5. a\n6. c')
    const typed = at('1. a\n|').update({
      changes: { from: 5, insert: '7' },
      userEvent: 'input.type',
    }).state
    expect(typed.doc.toString()).toBe('1. a\n7')
  })
})
