import { useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog'
import { Comparison } from './ConflictPanel'
import { formatEastern } from './eastern'
import { SECONDARY_BUTTON } from './Field'
import { changedFields, formFromDocument, type PostFormValues } from './postForm'
import type { Revision } from './revisions'

interface PostVersionProps {
  revision: Revision
  current: PostFormValues
  busy: boolean
  onRestore: (revision: Revision) => Promise<unknown>
}

export function PostVersion({ revision, current, busy, onRestore }: PostVersionProps) {
  const [open, setOpen] = useState(false)
  const [restoring, setRestoring] = useState(false)
  const fields = formFromDocument(revision.doc)
  const changed = changedFields(fields, current)
  const compareId = `compare-${revision.id}`
  return (
    <>
      {/* Saves a minute apart share a time: a line of the text tells them apart. */}
      <p className="text-sm wrap-anywhere text-stone-700">
        {revision.doc.title} — {snippet(revision.doc.content)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          aria-expanded={open}
          aria-controls={compareId}
          onClick={() => setOpen(!open)}
        >
          Compare with the text on screen
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={busy}
          onClick={() => setRestoring(true)}
        >
          Restore this version
        </button>
      </div>
      {open ? (
        changed.length ? (
          <Comparison
            id={compareId}
            mine={fields}
            theirs={current}
            fields={changed}
            labels={['This version', 'On screen']}
          />
        ) : (
          <p id={compareId} className="mt-2">
            The same as the text on screen.
          </p>
        )
      ) : null}
      {restoring ? (
        <ConfirmDialog
          title="Restore this version?"
          message={`The post takes the text of ${revision.savedAt ? formatEastern(new Date(revision.savedAt)) : 'this version'} and is saved at once (its address and publication stay as they are). The text it has now stays in the history.`}
          confirmLabel="Restore"
          onCancel={() => setRestoring(false)}
          onConfirm={() => {
            setRestoring(false)
            void onRestore(revision)
          }}
        />
      ) : null}
    </>
  )
}

function snippet(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim()
  return line.length > 90 ? `${line.slice(0, 90)}…` : line || '(no text)'
}
