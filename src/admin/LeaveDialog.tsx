import type { Blocker } from 'react-router-dom'
import { ConfirmDialog } from './ConfirmDialog'

/** `onDiscard` first clears what the editor keeps of the changes. */
export function LeaveDialog({
  blocker,
  noun,
  onDiscard,
}: {
  blocker: Blocker
  noun: string
  onDiscard?: () => void
}) {
  if (blocker.state !== 'blocked') return null
  return (
    <ConfirmDialog
      title="Leave without saving?"
      message={`Your changes to this ${noun} are not saved. If you leave, they are discarded.`}
      confirmLabel="Leave and discard"
      cancelLabel="Stay"
      onCancel={() => blocker.reset()}
      onConfirm={() => {
        onDiscard?.()
        blocker.proceed()
      }}
    />
  )
}
