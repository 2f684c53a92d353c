import { useMemo } from 'react'
import type { DeskFirebase } from '../firebase'
import type { OfficeLead } from './lead'
import {
  durationWords,
  firstContact,
  RESPONSE_TARGET_LABEL,
  type ResponseTargetId,
} from './responseTimes'
import { useResponseTarget } from './responseTimesStore'
import { weeklyFirstContact } from './responseTimesWeeks'
import { useNow } from './useNow'

type Timed = Pick<OfficeLead, 'form' | 'status' | 'receivedAt' | 'contactedAt'>

export function FirstContactLine({
  lead,
  target,
  now,
}: {
  lead: Timed
  target: ResponseTargetId
  now: Date
}) {
  if (lead.form !== 'contact') return null
  if (!lead.contactedAt && lead.status !== 'new')
    return <p className="mt-2 text-stone-800">No time of first contact was recorded.</p>
  const times = firstContact(lead, now, target)
  const business = `${durationWords(times.businessMs)} of it in business hours`
  const goal = RESPONSE_TARGET_LABEL[target]
  const verdict = times.withinTarget
    ? `within your target of ${goal}`
    : `over your target of ${goal}`
  return (
    <p className={`mt-2 ${times.withinTarget ? 'text-stone-800' : 'font-semibold text-red-800'}`}>
      {times.contactedAt
        ? `Time to first contact: ${durationWords(times.clockMs)} (${business}), ${verdict}.`
        : `Not contacted yet: waiting ${durationWords(times.clockMs)} (${business}), ${verdict}.`}
    </p>
  )
}

export function FirstContact({ firebase, lead }: { firebase: DeskFirebase; lead: Timed }) {
  const { target } = useResponseTarget(firebase)
  const now = useNow()
  return <FirstContactLine lead={lead} target={target} now={now} />
}

const CELL = 'border-b border-stone-200 px-2 py-2 sm:px-3'
const maybe = (ms: number | null) => (ms === null ? '–' : durationWords(ms))

export function FirstContactWeeks({ leads }: { leads: OfficeLead[] }) {
  const now = useNow()
  const weeks = useMemo(() => weeklyFirstContact(leads, now), [leads, now])
  const latest = [...weeks].reverse().find((week) => week.contacted)
  return (
    <details className="mt-4 max-w-3xl rounded-xl border border-stone-300 bg-white px-4">
      <summary className="min-h-11 cursor-pointer content-center py-2 font-semibold">
        {latest
          ? `Median time to first contact, week of ${latest.label}: ${maybe(latest.medianMs)} (${maybe(latest.medianBusinessMs)} in business hours)`
          : 'No request contacted in these weeks yet'}
      </summary>
      <table className="mb-3 w-full border-collapse text-left">
        <caption className="py-2 text-left text-sm">
          Requests by the week they arrived; newsletter sign-ups are not counted.
        </caption>
        <thead>
          <tr>
            {['Week of', 'Contacted', 'Median', 'Waiting'].map((name) => (
              <th key={name} scope="col" className={CELL}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.label}>
              <th scope="row" className={`${CELL} font-normal`}>
                {week.label}
              </th>
              <td className={CELL}>{week.contacted}</td>
              <td className={CELL}>
                {maybe(week.medianMs)}
                {week.medianBusinessMs === null ? null : (
                  <span className="block text-sm text-stone-700">
                    {maybe(week.medianBusinessMs)} in business hours
                  </span>
                )}
              </td>
              <td className={CELL}>{week.waiting}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
