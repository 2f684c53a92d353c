import { useDeployNotice } from './deployRequest'

/**
 * When the change just saved will be live, beside the buttons that saved it: "live in about N
 * minutes", "at the next scheduled build", or why no build was started (GitHub's refusal
 * included). Only for the post on screen.
 */
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
    <p role="status" className="mt-3 rounded-xl bg-forest-50 p-3 text-forest-950">
      {notice.state === 'asking'
        ? 'Asking for a build so that the change goes live…'
        : notice.message}
    </p>
  )
}
