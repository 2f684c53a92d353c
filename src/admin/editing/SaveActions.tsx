import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '../ConfirmDialog'
import type { AnyCollection, SaveAction } from '../collections/collection'
import { DeployNotice } from '../DeployNotice'
import { formatEastern, fromEasternInput, toEasternInput } from '../eastern'
import {
  DANGER_BUTTON,
  describedBy,
  FieldError,
  INPUT_CLASS,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from '../Field'
import { type DocState, docState, Outcome } from './Outcome'
import type { CollectionEditor } from './useCollectionEditor'

interface SaveActionsProps {
  collection: AnyCollection
  editor: CollectionEditor<unknown, unknown>
  onDelete: () => void
}

/**
 * The buttons of every collection, by how it publishes (../collections/collection.ts), with what
 * a press did beside them: a refusal, the outcome, when it is live, where unsaved work is kept.
 */
export function SaveActions({ collection, editor, onDelete }: SaveActionsProps) {
  const { stored, busy, refusals } = editor
  const { noun } = collection.labels
  const state = stored ? docState(collection, stored.doc, new Date()) : null
  const publishedAt = (stored?.doc as { publishedAt?: string } | undefined)?.publishedAt
  const [confirmUnpublish, setConfirmUnpublish] = useState(false)
  const run = (action: SaveAction, at?: Date) => void editor.save(action, at ? { at } : {})
  const section = useRef<HTMLElement>(null)

  // A refused save takes the focus to the first field marked: on a phone it can be screens above.
  useEffect(() => {
    if (!refusals) return
    section.current
      ?.closest('[data-editor]')
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?.focus()
  }, [refusals])

  const heading =
    collection.publishing === 'save'
      ? 'On the site'
      : state === null
        ? `New ${noun}`
        : state === 'draft'
          ? 'Draft'
          : state === 'scheduled'
            ? `Scheduled for ${formatEastern(new Date(publishedAt ?? ''), new Date(), { zone: true })}`
            : 'Published'

  return (
    <section
      ref={section}
      aria-labelledby="save-title"
      className="mt-8 rounded-2xl border border-stone-300 bg-white p-4"
    >
      <h2 id="save-title" className="font-semibold">
        {heading}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {buttonsOf(collection, state).map(({ label, action, primary }) => (
          <button
            key={label}
            type="button"
            className={primary ? PRIMARY_BUTTON : SECONDARY_BUTTON}
            disabled={!!busy}
            onClick={() => (action === 'unpublish' ? setConfirmUnpublish(true) : run(action))}
          >
            {busy && collection.publishing === 'save' ? 'Saving…' : label}
          </button>
        ))}
      </div>
      {collection.publishing === 'post' ? (
        <Schedule
          key={publishedAt ?? 'new'}
          initial={state === 'scheduled' && publishedAt ? new Date(publishedAt) : null}
          busy={!!busy}
          onSchedule={(at) => run('schedule', at)}
        />
      ) : null}
      {stored && collection.deleteMessage ? (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <button type="button" className={DANGER_BUTTON} disabled={!!busy} onClick={onDelete}>
            Delete this {noun}
          </button>
        </div>
      ) : null}
      <p role="status" className="mt-2 text-sm empty:hidden">
        {busy ? 'Saving…' : ''}
      </p>
      {/* Beside the buttons that were pressed: a refusal is read where the writer is looking. */}
      {editor.failure ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-medium text-red-800">
          {editor.failure}
        </p>
      ) : null}
      {editor.outcome ? <Outcome collection={collection} outcome={editor.outcome} /> : null}
      <DeployNotice target={editor.target} />
      {editor.dirty ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-stone-800">
          <p>
            Not saved yet: your changes are kept on this device only, in this tab, until you save or
            discard them.
          </p>
          <button type="button" className={`${SECONDARY_BUTTON} text-sm`} onClick={editor.discard}>
            Discard changes
          </button>
        </div>
      ) : null}
      {confirmUnpublish ? (
        <ConfirmDialog
          title={`Unpublish this ${noun}?`}
          message={
            state === 'scheduled'
              ? 'It goes back to being a draft and will not appear at its scheduled time.'
              : 'It leaves the blog list and its address for new visitors now; the pre-rendered page stays up until the next build.'
          }
          confirmLabel="Unpublish"
          onConfirm={() => {
            setConfirmUnpublish(false)
            run('unpublish')
          }}
          onCancel={() => setConfirmUnpublish(false)}
        />
      ) : null}
    </section>
  )
}

type Button = { label: string; action: SaveAction; primary?: boolean }

function buttonsOf(collection: AnyCollection, state: DocState | null): Button[] {
  if (collection.publishing === 'save') return [{ label: 'Save', action: 'save', primary: true }]
  const live = collection.publishing === 'post' && state !== null && state !== 'draft'
  const post = collection.publishing === 'post'
  const buttons: Button[] = [
    live ? { label: 'Save changes', action: 'update' } : { label: 'Save draft', action: 'draft' },
    { label: post ? 'Publish now' : 'Publish', action: 'publish', primary: true },
  ]
  if (live) buttons.push({ label: 'Unpublish', action: 'unpublish' })
  return buttons
}

function Schedule({
  initial,
  busy,
  onSchedule,
}: {
  initial: Date | null
  busy: boolean
  onSchedule: (at: Date) => void
}) {
  const [input, setInput] = useState(() => (initial ? toEasternInput(initial) : ''))
  const [error, setError] = useState('')
  const schedule = () => {
    const at = fromEasternInput(input)
    if (!at) return setError('Give a date and a time.')
    if (at.getTime() <= Date.now())
      return setError('Pick a time in the future, or use Publish now.')
    setError('')
    onSchedule(at)
  }
  return (
    <div className="mt-4">
      <label htmlFor="schedule-at" className="block font-semibold">
        Schedule for (US Eastern time)
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id="schedule-at"
          type="datetime-local"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('schedule-at', { error })}
          className={`${INPUT_CLASS} max-w-64`}
        />
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-1`}
          disabled={busy}
          onClick={schedule}
        >
          Schedule
        </button>
      </div>
      <FieldError id="schedule-at" error={error} />
    </div>
  )
}
