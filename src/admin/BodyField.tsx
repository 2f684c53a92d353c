import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { CONTENT_MAX_LENGTH } from '../blog/schema'
import { describedBy, FieldError } from './Field'
import type { DeskFirebase } from './firebase'
import { ImagePicker } from './ImagePicker'
import {
  applyAction,
  imageMarkdown,
  insertBlock,
  type TextState,
  type ToolbarAction,
} from './markdownEdits'
import { textStats } from './textStats'
import { EMPTY_HISTORY, record, redo, type UndoHistory, undo } from './undoHistory'

const TOOLS: [ToolbarAction, string, string?][] = [
  ['h2', 'Heading'],
  ['h3', 'Subheading'],
  ['bold', 'Bold', 'B'],
  ['italic', 'Italic', 'I'],
  ['link', 'Link', 'K'],
  ['ul', 'Bulleted list'],
  ['ol', 'Numbered list'],
  ['table', 'Table'],
]
const SHORTCUTS = new Map(TOOLS.flatMap(([action, , key]) => (key ? [[key, action]] : [])))
const shortcut = (key: string) => `Control+${key} Meta+${key}`
const TOOL_CLASS =
  'min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm font-semibold hover:bg-stone-100 disabled:opacity-50'

interface BodyFieldProps {
  firebase: DeskFirebase
  value: string
  error?: string | undefined
  onChange: (value: string) => void
}

// The toolbar stays in view while the text scrolls under it, so a phone with its keyboard open
// still reaches it.
export function BodyField({ firebase, value, error, onChange }: BodyFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null)
  const [picking, setPicking] = useState(false)
  const [history, setHistory] = useState<UndoHistory>(EMPTY_HISTORY)
  // The text this field last wrote: any other value came from outside (a restored version, the
  // stored one taken, changes discarded), and the history starts again from it.
  const written = useRef(value)
  useEffect(() => {
    if (value !== written.current) {
      written.current = value
      setHistory(EMPTY_HISTORY)
    }
  }, [value])

  const stats = textStats(value)
  const current = (): TextState => ({
    value,
    start: area.current?.selectionStart ?? value.length,
    end: area.current?.selectionEnd ?? value.length,
  })
  // onChange sees the text only after the keystroke.
  const before = useRef<TextState>({ value, start: value.length, end: value.length })
  const remember = () => {
    before.current = current()
  }
  const write = (next: TextState, select: boolean) => {
    written.current = next.value
    before.current = next
    // Selected as soon as React has written the new value (a layout effect, before any later
    // key is handled): a frame later could undo a caret the writer has moved meanwhile.
    if (select) selectAfterRender.current = next
    onChange(next.value)
    if (select && next.value === value) applySelection()
  }
  const selectAfterRender = useRef<TextState | null>(null)
  const applySelection = () => {
    const next = selectAfterRender.current
    if (!next) return
    selectAfterRender.current = null
    area.current?.focus()
    area.current?.setSelectionRange(next.start, next.end)
  }
  useLayoutEffect(applySelection)
  const change = (next: TextState, typing: boolean) => {
    const from = typing ? { ...before.current, value } : current()
    setHistory((h) => record(h, from, next, typing, Date.now()))
    write(next, !typing)
  }
  const apply = (next: TextState) => change(next, false)
  const step = (direction: 'undo' | 'redo') => {
    const moved = (direction === 'undo' ? undo : redo)(history, current())
    if (!moved) return
    setHistory(moved.history)
    write(moved.state, true)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    remember()
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return
    const key = e.key.toUpperCase()
    const action = SHORTCUTS.get(key)
    if (key === 'Z') step(e.shiftKey ? 'redo' : 'undo')
    else if (key === 'Y' && !e.shiftKey) step('redo')
    else if (action && !e.shiftKey) apply(applyAction(current(), action))
    else return
    e.preventDefault()
  }

  return (
    <div className="mt-5">
      <label htmlFor="body" className="block font-semibold">
        Body (markdown)
      </label>
      <p id="body-hint" className="text-sm text-stone-700">
        Headings start at ##; tables and task lists as on GitHub.{' '}
        {stats.words.toLocaleString('en-US')} words, about {stats.minutes} min to read;{' '}
        {value.length.toLocaleString('en-US')} of {CONTENT_MAX_LENGTH.toLocaleString('en-US')}{' '}
        characters.
      </p>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls="body"
        className="sticky top-0 z-10 mt-2 flex flex-wrap gap-1 bg-stone-50 py-1"
      >
        {TOOLS.map(([action, label, key]) => (
          <button
            key={action}
            type="button"
            // Keeps the text's selection: the tool applies to what is selected.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(applyAction(current(), action))}
            aria-keyshortcuts={key ? shortcut(key) : undefined}
            title={key ? `${label} (Ctrl+${key})` : undefined}
            className={TOOL_CLASS}
          >
            {label}
          </button>
        ))}
        <button type="button" onClick={() => setPicking(true)} className={TOOL_CLASS}>
          Image
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => step('undo')}
          disabled={history.past.length === 0}
          aria-keyshortcuts={shortcut('Z')}
          title="Undo (Ctrl+Z)"
          className={TOOL_CLASS}
        >
          Undo
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => step('redo')}
          disabled={history.future.length === 0}
          aria-keyshortcuts={`${shortcut('Shift+Z')} Control+Y`}
          title="Redo (Ctrl+Shift+Z)"
          className={TOOL_CLASS}
        >
          Redo
        </button>
      </div>
      <textarea
        id="body"
        ref={area}
        value={value}
        onChange={(e) =>
          change(
            {
              value: e.target.value,
              start: e.target.selectionStart,
              end: e.target.selectionEnd,
            },
            true,
          )
        }
        onKeyDown={onKeyDown}
        onSelect={remember}
        rows={18}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('body', { hint: true, error })}
        className="mt-2 block w-full rounded-lg border border-stone-500 bg-white px-3 py-2 font-mono text-base text-stone-900 focus:outline-2 focus:outline-forest-800"
      />
      <FieldError id="body" error={error} />
      {picking ? (
        <ImagePicker
          firebase={firebase}
          title="Insert an image"
          confirmLabel="Insert image"
          initial={{ src: '', alt: '' }}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            setPicking(false)
            apply(insertBlock(current(), imageMarkdown(image.src, image.alt)))
          }}
        />
      ) : null}
    </div>
  )
}
