import { doc, onSnapshot } from 'firebase/firestore'
import { useEffect, useState } from 'react'
import type { DeskFirebase } from '../firebase'
import {
  LEAD_PATH_COLLECTION,
  LEAD_PATH_LATEST,
  type LeadPathView,
  leadPathLine,
  parseLeadPathCheck,
} from './leadPath'
import { useNow } from './useNow'

/**
 * "Lead path checked 3 hours ago: working." above the leads: the daily check's latest result
 * (docs/decisions/0044), live; each step and its technical detail one tap further.
 */
export function LeadPathStatus({ firebase }: { firebase: DeskFirebase }) {
  const now = useNow()
  // Undefined until read; a read that fails shows nothing (the leads below say what is wrong).
  const [view, setView] = useState<LeadPathView | null | undefined>(undefined)
  useEffect(
    () =>
      onSnapshot(
        doc(firebase.db, LEAD_PATH_COLLECTION, LEAD_PATH_LATEST),
        (snap) => setView(parseLeadPathCheck(snap.data())),
        () => setView(undefined),
      ),
    [firebase],
  )
  if (view === undefined) return null
  const line = leadPathLine(view, now)
  return (
    <section aria-label="Lead path check" className="mx-auto max-w-7xl px-4 pt-3">
      <details
        className={`rounded-xl border px-4 ${line.tone === 'problem' ? 'border-red-300 bg-red-50 text-red-950' : 'border-stone-300 bg-white'}`}
      >
        <summary className="min-h-11 cursor-pointer content-center py-2 font-semibold">
          {line.text}
        </summary>
        {view ? (
          <div className="pb-3">
            <ul className="grid gap-1">
              {view.steps.map((step) => (
                <li key={step.label}>
                  {step.ok ? '✓' : '✗'} {step.label}:{' '}
                  <span className="break-words">{step.detail}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm">
              A test request, signed so that nobody else can make one, goes through {view.site}{' '}
              every morning and is removed after: it never shows in the leads or their counts.
            </p>
          </div>
        ) : (
          <p className="pb-3">
            The function proveLeadPath writes its first result here (docs/going-live-leads.md).
          </p>
        )}
      </details>
    </section>
  )
}
