import { type ComponentType, useEffect, useRef, useState } from 'react'
import { CONTENT_MAX_LENGTH } from '../blog/schema'
import type { BodyEditor, EditorHandle } from './editor/BodyEditor'
import { LinkDialog } from './editor/LinkDialog'
import type { Shortcut } from './editor/setup'
import { describedBy, FieldError, INPUT_CLASS } from './Field'
import type { DeskFirebase } from './firebase'
import { ImagePicker } from './ImagePicker'
import {
  applyAction,
  imageMarkdown,
  insertBlock,
  insertLink,
  selectedWords,
  type ToolbarAction,
} from './markdownEdits'
import { editPostPath, newPostPath } from './paths'
import { textStats } from './textStats'

const TOOLS: [ToolbarAction | 'link', string, string?][] = [
  ['h2', 'Heading'],
  ['h3', 'Subheading'],
  ['bold', 'Bold', 'B'],
  ['italic', 'Italic', 'I'],
  ['link', 'Link', 'K'],
  ['ul', 'Bulleted list'],
  ['ol', 'Numbered list'],
  ['table', 'Table'],
]
const shortcut = (key: string) => `Control+${key} Meta+${key}`
const TOOL_CLASS =
  'min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm font-semibold hover:bg-stone-100 disabled:opacity-50'

// The editor's code (CodeMirror) loads when a post's editor first opens, so signing in and the lists
// do not wait for it (docs/decisions/0040-the-body-editor.md).
let editorCode: Promise<typeof BodyEditor> | null = null
const loadEditor = () => {
  editorCode ??= import('./editor/BodyEditor').then((m) => m.BodyEditor)
  editorCode.catch(() => {
    editorCode = null
  })
  return editorCode
}
// Opened straight at a post (a link, a reload), the editor's code loads beside the desk's instead
// of after the post's screen has drawn; the other screens do not fetch it.
if (
  typeof window !== 'undefined' &&
  [newPostPath(), editPostPath('').slice(0, -1)].some((path) =>
    window.location.pathname.startsWith(path),
  )
)
  void loadEditor()

interface BodyFieldProps {
  firebase: DeskFirebase
  value: string
  error?: string | undefined
  onChange: (value: string) => void
}

// The toolbar stays in view while the text scrolls under it, so a phone with its keyboard open
// still reaches it.
export function BodyField({ firebase, value, error, onChange }: BodyFieldProps) {
  const [Editor, setEditor] = useState<ComponentType<Parameters<typeof BodyEditor>[0]> | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    loadEditor().then(
      (editor) => live && setEditor(() => editor),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [])
  const [editor, setHandle] = useState<EditorHandle | null>(null)
  const [steps, setSteps] = useState({ undo: 0, redo: 0 })
  const [picking, setPicking] = useState(false)
  const [linking, setLinking] = useState<string | null>(null)
  // An edit chosen in a dialog waits for the dialog to go: the text behind a modal cannot take
  // the focus.
  const afterDialog = useRef<(() => void) | null>(null)
  useEffect(() => {
    if (picking || linking !== null || !afterDialog.current) return
    afterDialog.current()
    afterDialog.current = null
  }, [picking, linking])

  const stats = textStats(value)
  const apply = (action: ToolbarAction | 'link') => {
    if (!editor) return
    if (action === 'link') setLinking(selectedWords(editor.text()))
    else editor.edit(applyAction(editor.text(), action))
  }
  const onShortcut = (action: Shortcut) => apply(action)
  const attributes = {
    id: 'body',
    'aria-labelledby': 'body-label',
    'aria-describedby': describedBy('body', { hint: true, error }),
    'aria-invalid': error ? ('true' as const) : undefined,
  }

  return (
    <div className="mt-5">
      <p id="body-label" className="block font-semibold">
        Body (markdown)
      </p>
      <p id="body-hint" className="text-sm text-stone-700">
        The buttons format the text; Enter goes on with a list, Enter on an empty item ends it.{' '}
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
            onClick={() => apply(action)}
            disabled={!editor}
            aria-keyshortcuts={key ? shortcut(key) : undefined}
            title={key ? `${label} (Ctrl+${key})` : undefined}
            className={TOOL_CLASS}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPicking(true)}
          disabled={!editor}
          className={TOOL_CLASS}
        >
          Image
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => editor?.undo()}
          disabled={steps.undo === 0}
          aria-keyshortcuts={shortcut('Z')}
          title="Undo (Ctrl+Z)"
          className={TOOL_CLASS}
        >
          Undo
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => editor?.redo()}
          disabled={steps.redo === 0}
          aria-keyshortcuts={`${shortcut('Shift+Z')} Control+Y`}
          title="Redo (Ctrl+Shift+Z)"
          className={TOOL_CLASS}
        >
          Redo
        </button>
      </div>
      {Editor ? (
        <Editor
          value={value}
          attributes={attributes}
          onText={onChange}
          onSteps={setSteps}
          onShortcut={onShortcut}
          onReady={setHandle}
        />
      ) : failed ? (
        // Without its code (offline before it loaded) the body is still a field to write in.
        <textarea
          {...attributes}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={18}
          spellCheck
          className={`${INPUT_CLASS} mt-2`}
        />
      ) : (
        <p className="mt-2 min-h-96 rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-700">
          Opening the editor…
        </p>
      )}
      <FieldError id="body" error={error} />
      {picking ? (
        <ImagePicker
          firebase={firebase}
          title="Insert an image"
          confirmLabel="Insert image"
          initial={{ src: '', alt: '' }}
          onClose={() => {
            afterDialog.current = () => editor?.focus()
            setPicking(false)
          }}
          onPick={(image) => {
            afterDialog.current = () =>
              editor?.edit(insertBlock(editor.text(), imageMarkdown(image.src, image.alt)))
            setPicking(false)
          }}
        />
      ) : null}
      {linking !== null ? (
        <LinkDialog
          words={linking}
          onClose={() => {
            afterDialog.current = () => editor?.focus()
            setLinking(null)
          }}
          onInsert={(words, address) => {
            afterDialog.current = () => editor?.edit(insertLink(editor.text(), words, address))
            setLinking(null)
          }}
        />
      ) : null}
    </div>
  )
}
