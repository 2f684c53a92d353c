import { type KeyboardEvent, useState } from 'react'
import { MAX_TAGS } from '../blog/schema'
import { describedBy, FieldError, INPUT_CLASS, SECONDARY_BUTTON } from './Field'

interface TagsFieldProps {
  tags: string[]
  /** Every tag other posts use, offered as suggestions. */
  known: string[]
  error?: string | undefined
  onChange: (tags: string[]) => void
}

/** Tags as removable chips, added one at a time with suggestions from the other posts. */
export function TagsField({ tags, known, error, onChange }: TagsFieldProps) {
  const [draft, setDraft] = useState('')
  const add = () => {
    const tag = draft.trim()
    if (!tag) return
    // The same tag in another case is the same tag: keep the spelling already in use.
    const existing = known.find((k) => k.toLowerCase() === tag.toLowerCase()) ?? tag
    if (!tags.some((t) => t.toLowerCase() === existing.toLowerCase())) onChange([...tags, existing])
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  return (
    <div className="mt-5">
      <label htmlFor="tag-input" className="block font-semibold">
        Tags
      </label>
      <p id="tag-input-hint" className="text-sm text-stone-700">
        Up to {MAX_TAGS}. Press Enter or Add after each.
      </p>
      {tags.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags of this post">
          {tags.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-forest-100 py-1 pr-1 pl-3 text-sm font-semibold text-forest-900"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="grid size-7 place-items-center rounded-full hover:bg-forest-200"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-1 flex gap-2">
        <input
          id="tag-input"
          list="known-tags"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('tag-input', { hint: true, error })}
          className={`${INPUT_CLASS} mt-0`}
        />
        <button type="button" onClick={add} className={SECONDARY_BUTTON}>
          Add
        </button>
      </div>
      <datalist id="known-tags">
        {known
          .filter((k) => !tags.includes(k))
          .map((k) => (
            <option key={k} value={k} />
          ))}
      </datalist>
      <FieldError id="tag-input" error={error} />
    </div>
  )
}
