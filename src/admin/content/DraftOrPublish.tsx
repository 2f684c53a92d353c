import type { ReactNode } from 'react'
import type { ContentStatus } from '../../content/schema/common'
import { formatEastern } from '../eastern'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import { useOnline } from '../useOnline'
import type { Problems } from './formProblems'
import { ProblemCount } from './ProblemCount'
import type { Stored } from './stored'
import type { FormNotice } from './useContentForm'

const ALERT = 'mt-2 rounded-lg bg-red-50 p-3 font-medium text-red-800'

export const OFFLINE_REFUSAL =
  'You are offline, so nothing was sent. Your changes stay in this form; save again when the connection is back.'

/** Above the form while the device is offline: nothing is queued to be sent later. */
export function OfflineNotice({ noun }: { noun: string }) {
  const online = useOnline()
  return online ? null : (
    <p role="alert" className="mt-4 rounded-lg bg-ember-50 p-3 text-ember-900">
      You are offline: the {noun} cannot be saved until the connection is back. What you type stays
      in this form.
    </p>
  )
}

interface DraftOrPublishProps<Doc> {
  editor: {
    saving: boolean
    offline: boolean
    problems: Problems
    notice: FormNotice<Doc> | null
    stored: Stored<Doc> | null
  }
  onSaveDraft: () => void
  /** What publishing means for the site, after "Published at …". */
  published: ReactNode
}

export function DraftOrPublish<Doc extends { status: ContentStatus }>({
  editor: { saving, offline, problems, notice, stored },
  onSaveDraft,
  published,
}: DraftOrPublishProps<Doc>) {
  const at = stored?.updatedAt ? ` at ${formatEastern(new Date(stored.updatedAt))}` : ''
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-2 border-t border-stone-300 pt-4">
        <button type="button" className={SECONDARY_BUTTON} disabled={saving} onClick={onSaveDraft}>
          Save draft
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={saving}>
          Publish
        </button>
      </div>
      <p role="status" className="mt-2 empty:hidden">
        {saving ? 'Saving…' : ''}
      </p>
      <ProblemCount problems={problems} />
      {offline ? (
        <p role="alert" className={ALERT}>
          {OFFLINE_REFUSAL}
        </p>
      ) : null}
      {notice?.kind === 'failed' ? (
        <p role="alert" className={ALERT}>
          {notice.message}
        </p>
      ) : null}
      {notice?.kind === 'saved' && stored ? (
        <p role="status" className="mt-2 rounded-lg bg-forest-50 p-3 font-medium text-forest-900">
          {stored.doc.status === 'published' ? (
            <>
              Published{at}. {published}
            </>
          ) : (
            <>Draft saved{at}. Only editors can see it.</>
          )}
        </p>
      ) : null}
    </>
  )
}
