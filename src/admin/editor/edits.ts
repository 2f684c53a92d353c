import { isolateHistory } from '@codemirror/commands'
import { EditorSelection, type EditorState, type TransactionSpec } from '@codemirror/state'
import type { TextState } from '../markdownEdits'

export function textState(state: EditorState): TextState {
  const { from, to } = state.selection.main
  return { value: state.doc.toString(), start: from, end: to }
}

/**
 * A toolbar edit as one transaction: only the changed span is replaced (so marks and the history
 * map through it), one undo step of its own that the typing after it does not join.
 */
export function editSpec(state: EditorState, next: TextState): TransactionSpec {
  const old = state.doc.toString()
  const room = Math.min(old.length, next.value.length)
  let from = 0
  while (from < room && old[from] === next.value[from]) from++
  let same = 0
  while (
    same < room - from &&
    old[old.length - 1 - same] === next.value[next.value.length - 1 - same]
  )
    same++
  return {
    changes: {
      from,
      to: old.length - same,
      insert: next.value.slice(from, next.value.length - same),
    },
    selection: EditorSelection.single(next.start, next.end),
    scrollIntoView: true,
    userEvent: 'input.toolbar',
    annotations: isolateHistory.of('full'),
  }
}
