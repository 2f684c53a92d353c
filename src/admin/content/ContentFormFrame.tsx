import type { ReactNode } from 'react'
import { formatEastern } from '../eastern'
import { PRIMARY_BUTTON } from '../Field'
import { LeaveDialog } from '../LeaveDialog'
import { useLeaveGuard } from '../useLeaveGuard'
import { useOnline } from '../useOnline'
import { ContentConflict } from './ContentConflict'
import { ProblemCount } from './ProblemCount'
import type { Stored } from './stored'
import type { FormNotice } from './useContentForm'

interface FrameProps<Doc, Values> {
  title: string
  intro: ReactNode
  noun: string
  form: {
    loading: string
    values: Values
    notice: FormNotice<Doc> | null
    saving: boolean
    stored: Stored<Doc> | null
    problems: Record<string, string>
    save: (over: Stored<Doc> | null) => Promise<void>
    takeTheirs: (theirs: Stored<Doc> | null) => void
    dirty: boolean
  }
  differs: (mine: Values, theirs: Values) => string[]
  toValues: (doc: Doc | null) => Values
  children: ReactNode
}

export function ContentFormFrame<Doc, Values>({
  title,
  intro,
  noun,
  form,
  differs,
  toValues,
  children,
}: FrameProps<Doc, Values>) {
  const online = useOnline()
  const blocker = useLeaveGuard(form.dirty)
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <LeaveDialog blocker={blocker} noun={noun} />
      <h1 className="font-display text-3xl font-semibold text-forest-950">{title}</h1>
      <div className="mt-2 text-stone-800">{intro}</div>
      {!online ? (
        <p role="alert" className="mt-4 rounded-lg bg-ember-50 p-3 text-ember-900">
          You are offline: changes cannot be saved until the connection is back.
        </p>
      ) : null}
      {form.loading === 'loading' ? (
        <p role="status" className="mt-6">
          Loading…
        </p>
      ) : form.loading !== 'ready' ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {form.loading}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void form.save(form.stored)
          }}
        >
          {children}
          <div className="mt-6 border-t border-stone-300 py-3">
            <button type="submit" className={PRIMARY_BUTTON} disabled={form.saving}>
              {form.saving ? 'Saving…' : 'Save'}
            </button>
            <ProblemCount problems={form.problems} />
            {form.notice?.kind === 'saved' ? (
              <p role="status" className="mt-2 font-medium text-forest-900">
                Saved
                {form.stored?.updatedAt
                  ? ` at ${formatEastern(new Date(form.stored.updatedAt))}`
                  : ''}
                . The site shows it after the next build.
              </p>
            ) : null}
            {form.notice?.kind === 'failed' ? (
              <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 font-medium text-red-800">
                {form.notice.message}
              </p>
            ) : null}
          </div>
        </form>
      )}
      {form.notice?.kind === 'conflict' ? (
        <ContentConflict
          noun={noun}
          plural
          theirs={form.notice.theirs}
          differs={differs(form.values, toValues(form.notice.theirs?.doc ?? null))}
          busy={form.saving}
          onTakeTheirs={() =>
            form.takeTheirs(form.notice?.kind === 'conflict' ? form.notice.theirs : null)
          }
          onSaveOver={() =>
            void form.save(form.notice?.kind === 'conflict' ? form.notice.theirs : null)
          }
        />
      ) : null}
    </div>
  )
}
