import { useRef, useState } from 'react'
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

const TOOLS: [ToolbarAction, string][] = [
  ['h2', 'Heading'],
  ['h3', 'Subheading'],
  ['bold', 'Bold'],
  ['link', 'Link'],
  ['ul', 'Bulleted list'],
  ['ol', 'Numbered list'],
  ['table', 'Table'],
]

interface BodyFieldProps {
  firebase: DeskFirebase
  value: string
  error?: string | undefined
  onChange: (value: string) => void
}

/** The body in markdown, with a small toolbar for what posts use most. */
export function BodyField({ firebase, value, error, onChange }: BodyFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null)
  const [picking, setPicking] = useState(false)

  const current = (): TextState => ({
    value,
    start: area.current?.selectionStart ?? value.length,
    end: area.current?.selectionEnd ?? value.length,
  })
  const apply = (next: TextState) => {
    onChange(next.value)
    // Select after React has written the new value.
    requestAnimationFrame(() => {
      area.current?.focus()
      area.current?.setSelectionRange(next.start, next.end)
    })
  }

  return (
    <div className="mt-5">
      <label htmlFor="body" className="block font-semibold">
        Body (markdown)
      </label>
      <p id="body-hint" className="text-sm text-stone-700">
        Headings start at ##; tables and task lists as on GitHub.{' '}
        {value.length.toLocaleString('en-US')} of {CONTENT_MAX_LENGTH.toLocaleString('en-US')}{' '}
        characters.
      </p>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls="body"
        className="mt-2 flex flex-wrap gap-1"
      >
        {TOOLS.map(([action, label]) => (
          <button
            key={action}
            type="button"
            onClick={() => apply(applyAction(current(), action))}
            className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm font-semibold hover:bg-stone-100"
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPicking(true)}
          className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm font-semibold hover:bg-stone-100"
        >
          Image
        </button>
      </div>
      <textarea
        id="body"
        ref={area}
        value={value}
        onChange={(e) => onChange(e.target.value)}
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
