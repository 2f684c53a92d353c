import { useDeployNotice } from './deployRequest'

export function DeployNotice({ postId }: { postId: string | null }) {
  const notice = useDeployNotice((s) => s.notice)
  if (!notice || notice.postId !== postId) return null
  if (notice.state === 'failed')
    return (
      <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-medium text-red-800">
        {notice.message}
      </p>
    )
  return (
    // Line breaks kept: the last snapshot's warnings come one a line (server/deploy/runs.ts).
    <p
      role="status"
      className="mt-3 whitespace-pre-line rounded-xl bg-forest-50 p-3 text-forest-950"
    >
      {notice.state === 'asking'
        ? 'Asking for a build so that the change goes live…'
        : notice.message}
    </p>
  )
}
