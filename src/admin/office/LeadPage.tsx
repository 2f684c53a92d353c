import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '../ConfirmDialog'
import { formatEastern } from '../eastern'
import { DANGER_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { LEADS_PATH } from '../paths'
import { ActivityPanel } from './ActivityPanel'
import { DeliveryPanel } from './DeliveryPanel'
import { FirstContact } from './FirstContact'
import type { OfficeLead } from './lead'
import { markRead, removeLead } from './leadStore'
import { FORM_LABEL, lastListSearch, leadName } from './leadView'
import { BackToLeads, OfficeMessage } from './OfficeMessage'
import { OwnerForm } from './OwnerForm'
import { ReplyPanel } from './ReplyPanel'
import { StatusBadge } from './StatusBadge'
import { SourcePanel, VisitorFields } from './VisitorFields'

/** `lead` is the live one: undefined once it is deleted (here or elsewhere). */
export function LeadPage({
  firebase,
  lead,
}: {
  firebase: DeskFirebase
  lead: OfficeLead | undefined
}) {
  const navigate = useNavigate()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [deleting, setDeleting] = useState<'no' | 'under way' | 'done'>('no')
  const [failure, setFailure] = useState('')
  // The lead as last seen: a delete under way removes it from the live list at once.
  const [shown, setShown] = useState(lead)
  useEffect(() => {
    if (lead) setShown(lead)
  }, [lead])
  const unreadId = lead && !lead.readAt ? lead.id : null
  useEffect(() => {
    if (unreadId) markRead(firebase, unreadId)
  }, [unreadId, firebase])
  useEffect(() => {
    if (deleting === 'done') navigate(`${LEADS_PATH}${lastListSearch()}`, { replace: true })
  }, [deleting, navigate])

  if (!shown || (!lead && deleting === 'no'))
    return (
      <OfficeMessage title="No such lead">
        <p className="mt-3">It may have been deleted.</p>
        <Link
          to={`${LEADS_PATH}${lastListSearch()}`}
          className="mt-6 inline-block font-semibold underline"
        >
          Back to all leads
        </Link>
      </OfficeMessage>
    )

  const remove = () => {
    setConfirmDelete(false)
    setDeleting('under way')
    setFailure('')
    removeLead(firebase, shown.id).then(
      () => setDeleting('done'),
      (error: unknown) => {
        setDeleting('no')
        setFailure(`Not deleted. ${error instanceof Error ? error.message : String(error)}`)
      },
    )
  }

  return (
    <article aria-labelledby="lead-title" className="mx-auto max-w-7xl px-4 py-6">
      <BackToLeads />
      <h1
        id="lead-title"
        className="mt-3 wrap-anywhere font-display text-3xl font-semibold text-forest-950"
      >
        {leadName(shown)}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-800">
        <StatusBadge status={shown.status} />
        <span>
          {FORM_LABEL[shown.form]}, received {formatEastern(shown.receivedAt)}
        </span>
      </p>
      <FirstContact firebase={firebase} lead={shown} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <ReplyPanel firebase={firebase} lead={shown} />
          <VisitorFields lead={shown} />
          <SourcePanel lead={shown} />
          <DeliveryPanel firebase={firebase} lead={shown} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          {lead ? (
            <OwnerForm firebase={firebase} lead={lead} guardLeave={deleting === 'no'} />
          ) : null}
          <ActivityPanel firebase={firebase} lead={shown} />
          <section
            aria-labelledby="delete-title"
            className="rounded-xl border border-stone-300 bg-white p-4"
          >
            <h2 id="delete-title" className="font-display text-xl font-semibold">
              Delete
            </h2>
            <p className="mt-1 text-sm text-stone-700">
              When the visitor asks to be forgotten: the lead and its history go. Copies already
              sent by email stay where they went.
            </p>
            {failure ? (
              <p role="alert" className="mt-3 font-medium text-red-800">
                {failure}
              </p>
            ) : null}
            <button
              type="button"
              className={`${DANGER_BUTTON} mt-3`}
              disabled={deleting !== 'no'}
              onClick={() => setConfirmDelete(true)}
            >
              {deleting === 'no' ? 'Delete this lead' : 'Deleting…'}
            </button>
          </section>
        </div>
      </div>
      {confirmDelete ? (
        <ConfirmDialog
          title="Delete this lead?"
          message={`${leadName(shown)}’s message and details leave the office for good. This cannot be undone.`}
          confirmLabel="Delete"
          onCancel={() => setConfirmDelete(false)}
          onConfirm={remove}
        />
      ) : null}
    </article>
  )
}
