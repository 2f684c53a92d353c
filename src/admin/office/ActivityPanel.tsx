import { useEffect, useState } from 'react'
import { formatEastern } from '../eastern'
import type { DeskFirebase } from '../firebase'
import { type ActivityEntry, entryWords, historyOf } from './activity'
import { watchActivity } from './activityStore'
import { LeadPanel } from './LeadPanel'
import type { OfficeLead } from './lead'

const KIND_LABEL: Record<ActivityEntry['kind'], string> = {
  status: 'Status',
  note: 'Note',
  call: 'Call',
  email: 'Email',
  text: 'Text',
}

/** The lead's history, newest first: changes of status, notes, calls and emails, who and when. */
export function ActivityPanel({ firebase, lead }: { firebase: DeskFirebase; lead: OfficeLead }) {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null)
  const [failure, setFailure] = useState('')
  useEffect(
    () =>
      watchActivity(firebase, lead.id, setEntries, (error) =>
        setFailure(`The history could not be read: ${error.message}`),
      ),
    [firebase, lead.id],
  )
  const history = historyOf(lead, entries ?? []).reverse()
  return (
    <LeadPanel id="activity-title" title="History">
      {failure ? (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {failure}
        </p>
      ) : entries === null ? (
        <p className="mt-2 text-stone-700">Loading…</p>
      ) : history.length === 0 ? (
        <p className="mt-2 text-stone-700">Nothing yet: a change of status or a note shows here.</p>
      ) : (
        <ol className="mt-2 grid grid-cols-1 gap-3" aria-label="History, newest first">
          {history.map((entry) => (
            <li key={entry.id} className="border-l-4 border-stone-200 pl-3">
              <p className="text-sm text-stone-700">
                <span className="font-semibold text-stone-900">{KIND_LABEL[entry.kind]}</span>
                {' · '}
                {entry.at
                  ? `${formatEastern(entry.at)}${entry.by ? `, ${entry.by}` : ''}`
                  : 'kept before the history began'}
              </p>
              <p className="wrap-anywhere whitespace-pre-wrap">{entryWords(entry)}</p>
            </li>
          ))}
        </ol>
      )}
    </LeadPanel>
  )
}
