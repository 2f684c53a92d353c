import { useEffect, useRef } from 'react'
import { DANGER_BUTTON, SECONDARY_BUTTON } from './Field'

interface ConfirmDialogProps {
  title: string
  message: string
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

/** A native modal dialog asking one question; Escape and Cancel (focused first) say no. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={onCancel}
      className="m-auto w-[min(28rem,92vw)] rounded-2xl bg-white p-6 text-stone-900 backdrop:bg-stone-950/60"
    >
      <h2 id="confirm-title" className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <p id="confirm-message" className="mt-3">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Cancel first: the dialog focuses it on opening, so Enter never deletes by accident. */}
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={DANGER_BUTTON} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
