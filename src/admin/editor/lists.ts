import { deleteMarkupBackward, insertNewlineContinueMarkupCommand } from '@codemirror/lang-markdown'
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language'
import {
  type ChangeSpec,
  EditorState,
  Prec,
  type StateCommand,
  type Transaction,
} from '@codemirror/state'
import { keymap } from '@codemirror/view'

// An empty item ends its list on the first Enter (the library's default makes a two-item list
// loose first, which a writer reads as Enter doing nothing).
const continueMarkup = insertNewlineContinueMarkupCommand({ nonTightLists: false })
const EMPTY_ITEM = /^\s*(?:>\s*)*(?:[-+*]|\d+[.)])(?:\s+\[[ xX]\])?\s*$/

/**
 * Enter in a list or a quote: the next line gets its marker, the numbers after it move on. On an
 * empty item the list ends, with a blank line before what comes next: a line straight after an
 * item would be read as more of that item, and the page would run the words into it.
 */
export const continueList: StateCommand = ({ state, dispatch }) => {
  let made: Transaction | null = null
  if (!continueMarkup({ state, dispatch: (tr) => (made = tr) }) || !made) return false
  const tr: Transaction = made
  const before = state.doc.lineAt(state.selection.main.head)
  const head = tr.state.selection.main.head
  const line = tr.state.doc.lineAt(head)
  const ended =
    state.selection.ranges.length === 1 &&
    EMPTY_ITEM.test(before.text) &&
    !line.text.trim() &&
    line.number > 1 &&
    tr.state.doc.line(line.number - 1).text.trim() !== ''
  if (!ended) {
    dispatch(tr)
    return true
  }
  const gap = tr.state.changes({ from: line.from, insert: state.lineBreak })
  dispatch(
    state.update({
      changes: tr.changes.compose(gap),
      selection: { anchor: head + state.lineBreak.length },
      scrollIntoView: true,
      userEvent: 'input',
    }),
  )
  return true
}

type SyntaxNode = ReturnType<typeof syntaxTree>['topNode']

const NUMBER = /^(\s*)(\d+)(?=[.)])/

/** Changes that number each numbered list touching `positions` on from its first item. */
export function renumberAt(state: EditorState, positions: number[]): ChangeSpec[] {
  // The whole text when it parses in time; else what is parsed, which covers the caret.
  const tree = ensureSyntaxTree(state, state.doc.length, 50) ?? syntaxTree(state)
  const lists = new Map<number, SyntaxNode>()
  for (const pos of positions)
    for (const side of [-1, 1] as const)
      for (let node: SyntaxNode | null = tree.resolveInner(pos, side); node; node = node.parent)
        if (node.name === 'OrderedList') lists.set(node.from, node)
  const changes: ChangeSpec[] = []
  for (const list of lists.values()) {
    let next: number | null = null
    for (let item = list.firstChild; item; item = item.nextSibling) {
      if (item.name !== 'ListItem') continue
      const m = NUMBER.exec(state.doc.sliceString(item.from, item.from + 12))
      if (!m) continue
      const number = Number(m[2])
      if (next === null) next = number
      else if (number !== next) {
        const at = item.from + (m[1]?.length ?? 0)
        changes.push({ from: at, to: at + (m[2]?.length ?? 0), insert: String(next) })
      }
      next += 1
    }
  }
  return changes
}

const RENUMBERED = ['delete', 'input.paste', 'input.drop', 'move', 'input.toolbar']

/**
 * After a deletion, a paste or a toolbar edit, the numbered lists it touched count 1, 2, 3 again
 * (the page numbers the items by their place, whatever the text says). Not while typing: a
 * writer typing a number would see it replaced under the caret.
 */
export const renumberLists = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged || !RENUMBERED.some((event) => tr.isUserEvent(event))) return tr
  const positions: number[] = []
  tr.changes.iterChangedRanges((_fromA, _toA, fromB, toB) => positions.push(fromB, toB))
  const changes = renumberAt(tr.state, positions)
  return changes.length ? [tr, { changes, sequential: true }] : tr
})

export const listKeymap = Prec.high(
  keymap.of([
    { key: 'Enter', run: continueList },
    { key: 'Backspace', run: deleteMarkupBackward },
  ]),
)
