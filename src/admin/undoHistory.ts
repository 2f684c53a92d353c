// The browser's undo does not see text React writes (a toolbar edit), so the desk keeps the states.
import type { TextState } from './markdownEdits'

export interface UndoHistory {
  past: TextState[]
  future: TextState[]
  /** When the last typed change was recorded, to group typing; null after an edit that is a step. */
  typingSince: number | null
}

export const EMPTY_HISTORY: UndoHistory = { past: [], future: [], typingSince: null }

const LIMIT = 200
const PAUSE_MS = 1000

export function record(
  history: UndoHistory,
  before: TextState,
  after: TextState,
  typing: boolean,
  now: number,
): UndoHistory {
  const newLine = after.value.length > before.value.length && after.value[after.start - 1] === '\n'
  const joins =
    typing && history.typingSince !== null && now - history.typingSince < PAUSE_MS && !newLine
  return {
    past: joins ? history.past : [...history.past, before].slice(-LIMIT),
    future: [],
    typingSince: typing ? now : null,
  }
}

export function undo(history: UndoHistory, current: TextState) {
  const previous = history.past[history.past.length - 1]
  if (!previous) return null
  return {
    state: previous,
    history: {
      past: history.past.slice(0, -1),
      future: [current, ...history.future],
      typingSince: null,
    },
  }
}

export function redo(history: UndoHistory, current: TextState) {
  const [next, ...rest] = history.future
  if (!next) return null
  return {
    state: next,
    history: { past: [...history.past, current], future: rest, typingSince: null },
  }
}
