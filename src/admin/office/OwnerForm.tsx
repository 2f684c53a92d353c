import { useEffect, useState } from 'react'
import { LEAD_NOTE_MAX } from '../../lib/leadRecord'
import { formatEastern } from '../eastern'
import { ConflictPanel } from '../editing/ConflictPanel'
import { DraftNotice } from '../editing/DraftNotice'
import { OfflineBanner } from '../editing/OfflineBanner'
import { fitsForm, sameValues } from '../editing/useCollectionEditor'
import { useDrafts } from '../editing/useDrafts'
import { differingLabels } from '../editing/words'
import { describedBy, Field, INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { LeaveDialog } from '../LeaveDialog'
import { Offline } from '../store/errors'
import { useLeaveGuard } from '../useLeaveGuard'
import { useOnline } from '../useOnline'
import type { OfficeLead } from './lead'
import { saveOwnerPart } from './leadStore'
import { STATUS_LABEL } from './leadView'
import { formatMoney } from './ownerValue'
import { StageFields } from './StageFields'
import {
  EMPTY_STAGE,
  ownerPartOf,
  type StageErrors,
  type StageValues,
  stageValuesOf,
} from './stages'

type Values = StageValues
const valuesOf = stageValuesOf

type Notice =
  | { kind: 'saved' }
  | { kind: 'failed'; message: string; offline?: boolean }
  | { kind: 'conflict'; current: OfficeLead }

/** The owner's part in the desk's words: what a conflict names (../editing/ConflictPanel.tsx). */
const FIELDS = {
  status: 'Status',
  quotedAmount: 'Quoted amount',
  value: 'Job value',
  lostReason: 'Why it was lost',
  lostDetail: 'In your words',
  note: 'Note',
}
const usable = fitsForm(EMPTY_STAGE) as (v: unknown) => v is Values
const describe = (key: string, value: unknown) =>
  key === 'status'
    ? STATUS_LABEL[value as Values['status']]
    : (key === 'quotedAmount' || key === 'value') && value
      ? formatMoney(Number(value))
      : null

/** `guardLeave` off (while the lead is being deleted), leaving with changes does not ask. */
export function OwnerForm({
  firebase,
  lead,
  guardLeave = true,
}: {
  firebase: DeskFirebase
  lead: OfficeLead
  guardLeave?: boolean
}) {
  const online = useOnline()
  // The version the form was loaded from: a save is made only over that one.
  const [base, setBase] = useState(lead)
  const [values, setValues] = useState(() => valuesOf(lead))
  // Kept on the device until saved or discarded here, like every desk form's work.
  const drafts = useDrafts<Values>({ collection: 'leads', doc: lead.id }, usable, sameValues)
  const [opened, setOpened] = useState(false)
  const openDrafts = drafts.open
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, over the lead as first shown
  useEffect(() => {
    let live = true
    void openDrafts(valuesOf(lead)).then(({ own }) => {
      if (!live) return
      if (own) setValues(own.values)
      setOpened(true)
    })
    return () => {
      live = false
    }
  }, [openDrafts])
  const [errors, setErrors] = useState<StageErrors>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const [saving, setSaving] = useState(false)
  // After a save, the live lead brings the new version: it becomes the form's base.
  const [awaiting, setAwaiting] = useState<string | null>(null)
  useEffect(() => {
    if (awaiting === null || lead.version === awaiting) return
    setBase(lead)
    // The form shows what is stored now ("12,500" typed reads back as 12500).
    setValues(valuesOf(lead))
    setAwaiting(null)
    setNotice({ kind: 'saved' })
  }, [lead, awaiting])

  const save = async (over: OfficeLead) => {
    setNotice(null)
    const parsed = ownerPartOf(values)
    if ('errors' in parsed) return setErrors(parsed.errors)
    setErrors({})
    setSaving(true)
    try {
      const result = await saveOwnerPart(firebase, lead.id, over.version, parsed.part, values.note)
      if (result.kind === 'saved') {
        drafts.forget()
        setAwaiting(over.version)
      } else if (result.kind === 'gone')
        setNotice({ kind: 'failed', message: 'Not saved: this lead was deleted meanwhile.' })
      else setNotice({ kind: 'conflict', current: result.current })
    } catch (e) {
      const message =
        e instanceof Offline
          ? e.message
          : `Not saved: ${e instanceof Error ? e.message : String(e)}`
      setNotice({ kind: 'failed', message, offline: e instanceof Offline })
    } finally {
      setSaving(false)
    }
  }

  const takeTheirs = (current: OfficeLead) => {
    setBase(current)
    setValues(valuesOf(current))
    drafts.forget()
    setNotice(null)
  }
  const discard = () => {
    drafts.forget()
    setValues(valuesOf(base))
  }
  const dirty = !sameValues(values, valuesOf(base)) && awaiting === null
  const { keep } = drafts
  useEffect(() => {
    if (opened) keep(dirty ? values : null, base.version)
  }, [opened, dirty, values, base, keep])
  const blocker = useLeaveGuard(dirty && guardLeave)
  // Saved in another tab while open (not this form's own save, whose version may arrive first):
  // an untouched form follows it; one with changes says so at once, not only when Save is refused.
  const changedElsewhere = awaiting === null && !saving && lead.version !== base.version
  useEffect(() => {
    if (!changedElsewhere || dirty) return
    setBase(lead)
    setValues(valuesOf(lead))
  }, [changedElsewhere, dirty, lead])

  return (
    <section
      aria-labelledby="owner-title"
      className="rounded-xl border border-stone-300 bg-white p-4"
    >
      <LeaveDialog blocker={blocker} noun="lead" onDiscard={discard} />
      <h2 id="owner-title" className="font-display text-xl font-semibold">
        Your part
      </h2>
      <OfflineBanner />
      <DraftNotice
        noun="lead"
        kept={drafts.kept}
        offers={drafts.offers}
        onDiscard={discard}
        onOpen={(offer) => setValues(drafts.adopt(offer))}
        onDismiss={drafts.dismiss}
      />
      {base.contactedAt ? (
        <p className="mt-1 text-sm text-stone-700">
          First contacted {formatEastern(base.contactedAt)}.
        </p>
      ) : null}
      {changedElsewhere && dirty && notice?.kind !== 'conflict' ? (
        <div role="status" className="mt-2 rounded-lg bg-ember-50 p-3 text-ember-900">
          <p>
            This lead was changed elsewhere (another tab or device) while you were editing. Saving
            will show what changed first.
          </p>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-2`}
            onClick={() => takeTheirs(lead)}
          >
            Take theirs
          </button>
        </div>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void save(base)
        }}
        noValidate
      >
        <StageFields values={values} errors={errors} onChange={setValues} />
        <Field
          id="lead-note"
          label="Note"
          hint={`Only you see it; saving adds it to the history. Up to ${LEAD_NOTE_MAX} characters.`}
        >
          <textarea
            id="lead-note"
            rows={4}
            maxLength={LEAD_NOTE_MAX}
            value={values.note}
            onChange={(e) => setValues({ ...values, note: e.target.value })}
            aria-describedby={describedBy('lead-note', { hint: true })}
            className={INPUT_CLASS}
          />
        </Field>
        <button
          type="submit"
          className={`${PRIMARY_BUTTON} mt-5`}
          disabled={saving || awaiting !== null}
        >
          {saving || awaiting !== null ? 'Saving…' : 'Save'}
        </button>
      </form>
      {notice?.kind === 'saved' && !dirty ? (
        <p role="status" className="mt-3 font-medium text-forest-900">
          Saved.
        </p>
      ) : null}
      {dirty ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-stone-800">
          <p>
            Not saved yet: your changes are kept on this device only, in this tab, until you save or
            discard them.
          </p>
          <button type="button" className={`${SECONDARY_BUTTON} text-sm`} onClick={discard}>
            Discard changes
          </button>
        </div>
      ) : null}
      {/* "You are offline" is said no more once the connection is back. */}
      {notice?.kind === 'failed' && !(notice.offline && online) ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {notice.message}
        </p>
      ) : null}
      {notice?.kind === 'conflict' ? (
        <div role="alert">
          <p className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-800">
            Not saved: this lead was changed elsewhere since you opened it. Your changes are kept
            below; choose what to do with them.
          </p>
          <ConflictPanel
            noun="lead"
            fields={FIELDS}
            mine={values}
            theirs={valuesOf(notice.current)}
            theirsAt={notice.current.updatedAt}
            differs={differingLabels(FIELDS, values, valuesOf(notice.current))}
            resolved={false}
            describe={describe}
            busy={saving}
            onTakeTheirs={() => takeTheirs(notice.current)}
            onSaveOver={() => void save(notice.current)}
          />
        </div>
      ) : null}
    </section>
  )
}
