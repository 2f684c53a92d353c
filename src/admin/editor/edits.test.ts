import { history, redo, undo } from '@codemirror/commands'
import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { applyAction, insertLink } from '../markdownEdits'
import { editSpec, textState } from './edits'
import { bodyLanguage } from './language'
import { renumberLists } from './lists'

const start = (doc: string, from = doc.length, to = from) =>
  EditorState.create({
    doc,
    selection: EditorSelection.single(from, to),
    extensions: [history(), bodyLanguage, renumberLists],
  })

const step = (state: EditorState, command: StateCommand) => {
  let next = state
  command({ state, dispatch: (tr) => (next = tr.state) })
  return next
}

describe('the toolbar’s edits in the editor', () => {
  it('replace only what changed and select what the edit selects', () => {
    const state = start('Intro and more', 6, 9)
    const spec = editSpec(state, applyAction(textState(state), 'bold'))
    // The words before and after stay as they are (marks and the history map through them).
    expect(spec.changes).toEqual({ from: 6, to: 9, insert: '**and**' })
    const next = state.update(spec).state
    expect(textState(next)).toEqual({ value: 'Intro **and** more', start: 8, end: 11 })
  })

  it('are one undo step each, apart from the typing after them', () => {
    let state = start('Intro ')
    state = state.update(editSpec(state, applyAction(textState(state), 'bold'))).state
    expect(textState(state)).toMatchObject({ value: 'Intro **bold text**', start: 8, end: 17 })
    // Typed over the placeholder at once, as a writer does.
    for (const key of ['s', 't', 'r', 'o', 'n', 'g'])
      state = state.update(state.replaceSelection(key), { userEvent: 'input.type' }).state
    expect(state.doc.toString()).toBe('Intro **strong**')
    state = step(state, undo)
    expect(state.doc.toString()).toBe('Intro **bold text**')
    state = step(state, undo)
    expect(state.doc.toString()).toBe('Intro ')
    state = step(step(state, redo), redo)
    expect(state.doc.toString()).toBe('Intro **strong**')
  })

  it('make a link of the selection, and a numbered list counts on after one made', () => {
    let state = start('See decks', 4, 9)
    state = state.update(editSpec(state, insertLink(textState(state), 'decks', '/decks/'))).state
    expect(textState(state)).toEqual({ value: 'See [decks](/decks/)', start: 20, end: 20 })
    // Two lines made a numbered list above an item already numbered 1.
    state = start('a\nb\n1. c', 0, 3)
    state = state.update(editSpec(state, applyAction(textState(state), 'ol'))).state
    expect(state.doc.toString()).toBe('1. a\n2. b\n3. c')
  })
})
