import { useEffect, useState } from 'react'
import { Field, INPUT_CLASS, SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { recordReach } from './activityStore'
import { LeadPanel } from './LeadPanel'
import type { OfficeLead } from './lead'
import { ReplyEditor } from './ReplyEditor'
import { fillReply, type ReplyTemplate, replyMailto, replySms } from './replies'
import { type Replies, watchReplies } from './replyStore'
import { telHref } from './VisitorFields'

const LINK = `${SECONDARY_BUTTON} gap-1`

/** Email, text or call the visitor in a tap, in the owner's words; each tap joins the history. */
export function ReplyPanel({ firebase, lead }: { firebase: DeskFirebase; lead: OfficeLead }) {
  const [replies, setReplies] = useState<Replies | null>(null)
  const [failure, setFailure] = useState('')
  const [chosen, setChosen] = useState('')
  useEffect(
    () =>
      watchReplies(firebase, setReplies, (error) =>
        setFailure(`The replies could not be read: ${error.message}`),
      ),
    [firebase],
  )
  const templates = replies?.templates ?? []
  const template: ReplyTemplate | undefined = templates.find((t) => t.id === chosen) ?? templates[0]
  const reply = template ? fillReply(template, lead) : null
  const { email, phone } = lead.fields
  return (
    <LeadPanel id="reply-title" title="Reply">
      {failure ? (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      {template && reply ? (
        <>
          <Field id="reply-choice" label="Reply with">
            <select
              id="reply-choice"
              value={template.id}
              onChange={(e) => setChosen(e.target.value)}
              className={INPUT_CLASS}
            >
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </select>
          </Field>
          <div className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
            <p className="font-semibold wrap-anywhere">{reply.subject}</p>
            <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{reply.body}</p>
          </div>
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {email && reply ? (
          <a
            href={replyMailto(email, reply)}
            className={LINK}
            onClick={() => recordReach(firebase, lead.id, 'email')}
          >
            Email this reply
          </a>
        ) : null}
        {phone && reply ? (
          <a
            href={replySms(phone, reply.body)}
            className={LINK}
            onClick={() => recordReach(firebase, lead.id, 'text')}
          >
            Text this reply
          </a>
        ) : null}
        {phone ? (
          <a
            href={telHref(phone)}
            className={LINK}
            onClick={() => recordReach(firebase, lead.id, 'call')}
          >
            Call
          </a>
        ) : null}
      </div>
      {!email && !phone ? (
        <p className="mt-2 text-stone-700">They left no email or phone number.</p>
      ) : null}
      {replies ? <ReplyEditor firebase={firebase} replies={replies} /> : null}
    </LeadPanel>
  )
}
