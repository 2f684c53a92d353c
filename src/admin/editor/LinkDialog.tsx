import { type FormEvent, useEffect, useRef, useState } from 'react'
import { describedBy, Field, INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import { linkAddress } from '../markdownEdits'

interface LinkDialogProps {
  words: string
  onInsert: (words: string, address: string) => void
  onClose: () => void
}

/** Asks for a link's words (the selection, when there is one) and its address. */
export function LinkDialog({ words: selected, onInsert, onClose }: LinkDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [words, setWords] = useState(selected)
  const [address, setAddress] = useState('')
  const [errors, setErrors] = useState<{ words?: string; address?: string }>({})
  const addressField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
    // The words are there already (the selection): the address is what is left to type.
    if (selected) addressField.current?.focus()
  }, [selected])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const target = linkAddress(address)
    const next = {
      ...(words.trim() ? {} : { words: 'Type the words the link shows.' }),
      ...(target
        ? {}
        : { address: 'Type an address, like /services/ or example.com/page (no spaces).' }),
    }
    setErrors(next)
    if (!target || next.words) return
    // Closed first: the text behind a modal dialog cannot take the focus back.
    dialog.current?.close()
    onInsert(words.trim(), target)
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="link-title"
      onCancel={onClose}
      className="m-auto w-[min(28rem,94vw)] rounded-2xl bg-white p-5 text-stone-900 backdrop:bg-stone-950/60"
    >
      <form onSubmit={submit} noValidate>
        <h2 id="link-title" className="font-display text-2xl font-semibold">
          Add a link
        </h2>
        <Field id="link-words" label="Link text" error={errors.words}>
          <input
            id="link-words"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            aria-invalid={errors.words ? true : undefined}
            aria-describedby={describedBy('link-words', { error: errors.words })}
            className={INPUT_CLASS}
          />
        </Field>
        <Field
          id="link-address"
          label="Address"
          hint="A page of this site starts with a slash, like /services/; another site's, like example.com/page."
          error={errors.address}
        >
          <input
            id="link-address"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            ref={addressField}
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={describedBy('link-address', { hint: true, error: errors.address })}
            className={INPUT_CLASS}
          />
        </Field>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={PRIMARY_BUTTON}>
            Add link
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
