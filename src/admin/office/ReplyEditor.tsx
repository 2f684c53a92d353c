import { useState } from 'react'
import {
  REPLY_BODY_MAX,
  REPLY_LABEL_MAX,
  REPLY_SUBJECT_MAX,
  replyTemplateSchema,
} from '../../lib/replyTemplate'
import { controlProps, DANGER_BUTTON, Field, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { PLACEHOLDERS, type ReplyTemplate } from './replies'
import { type Replies, removeReply, saveReply } from './replyStore'

const HINT = `${PLACEHOLDERS.join(', ')} become the lead’s own words.`

/** The owner's replies, each its own small form; a new one is added at the end. */
export function ReplyEditor({ firebase, replies }: { firebase: DeskFirebase; replies: Replies }) {
  const [adding, setAdding] = useState<ReplyTemplate | null>(null)
  const add = () =>
    setAdding({
      id: `reply-${Date.now().toString(36)}`,
      label: '',
      subject: '',
      body: '',
      order: Math.min(
        50,
        replies.templates.reduce((n, t) => Math.max(n, t.order + 1), 0),
      ),
    })
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-semibold text-forest-900 underline">
        Edit the replies
      </summary>
      <p className="mt-2 text-sm text-stone-700">{HINT}</p>
      {replies.templates.map((t) => (
        <ReplyForm key={t.id} firebase={firebase} replies={replies} template={t} />
      ))}
      {adding ? (
        <ReplyForm
          firebase={firebase}
          replies={replies}
          template={adding}
          onDone={() => setAdding(null)}
        />
      ) : (
        <button type="button" className={`${SECONDARY_BUTTON} mt-4`} onClick={add}>
          Add a reply
        </button>
      )}
    </details>
  )
}

function ReplyForm({
  firebase,
  replies,
  template,
  onDone,
}: {
  firebase: DeskFirebase
  replies: Replies
  template: ReplyTemplate
  /** A new reply: saved or dropped. */
  onDone?: () => void
}) {
  const [values, setValues] = useState(template)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const id = `reply-${template.id}`
  const set = (key: 'label' | 'subject' | 'body') => (value: string) =>
    setValues({ ...values, [key]: value })
  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true)
    setMessage(null)
    try {
      await action()
      setMessage({ ok: true, text: done })
      onDone?.()
    } catch (e) {
      setMessage({ ok: false, text: `Not saved: ${e instanceof Error ? e.message : String(e)}` })
    } finally {
      setBusy(false)
    }
  }
  const save = () => {
    const checked = replyTemplateSchema.safeParse(values)
    if (!checked.success)
      return setMessage({ ok: false, text: 'Not saved: give it a name and some words.' })
    void run(() => saveReply(firebase, values, replies), 'Stored: this reply is in your list.')
  }
  return (
    <fieldset className="mt-4 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 font-semibold">{template.label || 'New reply'}</legend>
      <Field id={`${id}-label`} label="Name">
        <input
          maxLength={REPLY_LABEL_MAX}
          {...controlProps(`${id}-label`, values.label, set('label'), {})}
        />
      </Field>
      <Field id={`${id}-subject`} label="Email subject">
        <input
          maxLength={REPLY_SUBJECT_MAX}
          {...controlProps(`${id}-subject`, values.subject, set('subject'), {})}
        />
      </Field>
      <Field id={`${id}-body`} label="Words">
        <textarea
          rows={5}
          maxLength={REPLY_BODY_MAX}
          {...controlProps(`${id}-body`, values.body, set('body'), {})}
        />
      </Field>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={save}>
          Save this reply
        </button>
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={busy}
          onClick={() =>
            onDone
              ? onDone()
              : void run(
                  () => removeReply(firebase, template.id, replies),
                  'Removed from your list.',
                )
          }
        >
          Remove
        </button>
      </div>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`mt-2 font-medium ${message.ok ? 'text-forest-900' : 'text-red-800'}`}
        >
          {message.text}
        </p>
      ) : null}
    </fieldset>
  )
}
