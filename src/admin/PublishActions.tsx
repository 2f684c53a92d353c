import { useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog'
import { DeployNotice } from './DeployNotice'
import { formatEastern, fromEasternInput, toEasternInput } from './eastern'
import {
  DANGER_BUTTON,
  describedBy,
  FieldError,
  INPUT_CLASS,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from './Field'
import { postState } from './postForm'
import type { PostEditorModel, SaveAction } from './usePostEditor'

interface PublishActionsProps {
  editor: PostEditorModel
  onDelete: () => void
}

/** Save, publish now, schedule (typed in US Eastern time), unpublish, delete. */
export function PublishActions({ editor, onDelete }: PublishActionsProps) {
  const { stored, busy } = editor
  const state = stored ? postState(stored.doc, new Date()) : 'draft'
  const [scheduleInput, setScheduleInput] = useState(() =>
    stored && state === 'scheduled' ? toEasternInput(new Date(stored.doc.publishedAt)) : '',
  )
  const [scheduleError, setScheduleError] = useState('')
  const [confirmUnpublish, setConfirmUnpublish] = useState(false)

  const run = async (action: SaveAction, at?: Date) => {
    await editor.save(action, at)
  }
  const schedule = () => {
    const at = fromEasternInput(scheduleInput)
    if (!at) return setScheduleError('Give a date and a time.')
    if (at.getTime() <= Date.now())
      return setScheduleError('Pick a time in the future, or use Publish now.')
    setScheduleError('')
    void run('schedule', at)
  }

  return (
    <section
      aria-labelledby="publish-title"
      className="mt-8 rounded-2xl border border-stone-300 bg-white p-4"
    >
      <h2 id="publish-title" className="font-semibold">
        {state === 'draft'
          ? stored
            ? 'Draft'
            : 'New post'
          : state === 'scheduled'
            ? `Scheduled for ${formatEastern(new Date(stored?.doc.publishedAt ?? ''))}`
            : 'Published'}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {state === 'draft' ? (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!!busy}
            onClick={() => void run('draft')}
          >
            Save draft
          </button>
        ) : (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!!busy}
            onClick={() => void run('update')}
          >
            Save changes
          </button>
        )}
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={!!busy}
          onClick={() => void run('publish')}
        >
          Publish now
        </button>
        {state !== 'draft' ? (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!!busy}
            onClick={() => setConfirmUnpublish(true)}
          >
            Unpublish
          </button>
        ) : null}
      </div>
      <div className="mt-4">
        <label htmlFor="schedule-at" className="block font-semibold">
          Schedule for (US Eastern time)
        </label>
        <div className="flex flex-wrap items-start gap-2">
          <input
            id="schedule-at"
            type="datetime-local"
            value={scheduleInput}
            onChange={(e) => setScheduleInput(e.target.value)}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={describedBy('schedule-at', { error: scheduleError })}
            className={`${INPUT_CLASS} max-w-64`}
          />
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-1`}
            disabled={!!busy}
            onClick={schedule}
          >
            Schedule
          </button>
        </div>
        <FieldError id="schedule-at" error={scheduleError} />
      </div>
      {stored ? (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <button type="button" className={DANGER_BUTTON} disabled={!!busy} onClick={onDelete}>
            Delete post
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
      <DeployNotice postId={stored?.id ?? null} />
      {confirmUnpublish ? (
        <ConfirmDialog
          title="Unpublish this post?"
          message={
            state === 'scheduled'
              ? 'It goes back to being a draft and will not appear at its scheduled time.'
              : 'It leaves the blog list and its address for new visitors now; the pre-rendered page stays up until the next build.'
          }
          confirmLabel="Unpublish"
          onConfirm={() => {
            setConfirmUnpublish(false)
            void run('unpublish')
          }}
          onCancel={() => setConfirmUnpublish(false)}
        />
      ) : null}
    </section>
  )
}
