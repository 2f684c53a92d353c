import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LEADS_PATH } from '../paths'
import { lastListSearch } from './leadView'

/** A page of the office that only says something: loading, a failure, a lead that is gone. */
export function OfficeMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-3xl font-semibold text-forest-950">{title}</h1>
      {children}
    </div>
  )
}

/** "← All leads", at the top of a lead and of the report. */
export function BackToLeads() {
  return (
    <Link
      to={`${LEADS_PATH}${lastListSearch()}`}
      className="font-semibold text-forest-900 underline-offset-2 hover:underline"
    >
      ← All leads
    </Link>
  )
}
