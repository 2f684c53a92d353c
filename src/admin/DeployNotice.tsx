import { useDeployNotice } from './deployRequest'
import { formatEastern } from './eastern'

/** Beside the buttons of the document `target` ("projects/abc"): when its change is live. */
export function DeployNotice({ target }: { target: string | null }) {
  const notice = useDeployNotice((s) => s.notice)
  if (!notice || notice.target !== target) return null
  if (notice.state === 'failed')
    return (
      <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-medium text-red-800">
        {notice.message}
      </p>
    )
  return (
    <div className="mt-3 rounded-xl bg-forest-50 p-3 text-forest-950">
      {/* Line breaks kept: the last snapshot's warnings come one a line (server/deploy/runs.ts). */}
      <p role="status" className="whitespace-pre-line">
        {notice.state === 'asking'
          ? 'Asking for a build so that the change goes live…'
          : notice.message}
      </p>
      {notice.state === 'started' && notice.liveAt ? (
        <p className="mt-1 font-semibold">
          Live on the site{' '}
          {formatEastern(new Date(notice.liveAt), new Date(), { about: true, zone: true })}.
        </p>
      ) : null}
    </div>
  )
}
