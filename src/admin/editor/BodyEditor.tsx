import { redo, undo } from '@codemirror/commands'
import { Compartment, EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { TextState } from '../markdownEdits'
import { editSpec, textState } from './edits'
import { type BodyEditorEvents, bodyExtensions, contentAttributes } from './setup'

export interface EditorHandle {
  text: () => TextState
  /** Replaces the text and selection as one undo step, and gives the editor the focus. */
  edit: (next: TextState) => void
  undo: () => void
  redo: () => void
  focus: () => void
}

interface BodyEditorProps extends BodyEditorEvents {
  value: string
  attributes: Record<string, string | undefined>
  onReady: (handle: EditorHandle | null) => void
}

// CodeMirror 6 over the markdown text (docs/decisions/0040-the-body-editor.md). The text it holds
// is its own; the form hears each change and may replace it.
export function BodyEditor({ value, attributes, onReady, ...events }: BodyEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const written = useRef(value)
  const latest = useRef(events)
  latest.current = events
  const attributeCompartment = useRef(new Compartment())
  const attributeKey = JSON.stringify(contentAttributes(attributes))
  const attributeValues = useRef(attributeKey)
  attributeValues.current = attributeKey

  const make = useRef((doc: string) =>
    EditorState.create({
      doc,
      extensions: bodyExtensions({
        attributes: attributeCompartment.current,
        attributeValues: JSON.parse(attributeValues.current),
        onText: (text) => {
          written.current = text
          latest.current.onText(text)
        },
        onSteps: (steps) => latest.current.onSteps(steps),
        onShortcut: (action) => latest.current.onShortcut(action),
      }),
    }),
  )

  const ready = useRef(onReady)
  ready.current = onReady
  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({ state: make.current(written.current), parent: host.current })
    view.current = editor
    ready.current({
      text: () => textState(editor.state),
      edit: (next) => {
        editor.dispatch(editSpec(editor.state, next))
        editor.focus()
      },
      undo: () => {
        undo(editor)
        editor.focus()
      },
      redo: () => {
        redo(editor)
        editor.focus()
      },
      focus: () => editor.focus(),
    })
    return () => {
      ready.current(null)
      editor.destroy()
      view.current = null
    }
  }, [])

  // A text from outside (a version restored, the stored one taken, changes discarded): the
  // history starts again from it. Before the browser's next event, which could type meanwhile.
  useLayoutEffect(() => {
    const editor = view.current
    if (!editor || value === written.current || value === editor.state.doc.toString()) return
    written.current = value
    editor.setState(make.current(value))
    latest.current.onSteps({ undo: 0, redo: 0 })
  }, [value])

  useEffect(() => {
    view.current?.dispatch({
      effects: attributeCompartment.current.reconfigure(
        EditorView.contentAttributes.of(JSON.parse(attributeKey)),
      ),
    })
  }, [attributeKey])

  const invalid = attributes['aria-invalid'] === 'true'
  return (
    <div
      ref={host}
      className={`mt-2 overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-forest-800 ${invalid ? 'border-red-700' : 'border-stone-500'}`}
    />
  )
}
