import { formatEastern } from '../eastern'
import { SECONDARY_BUTTON } from '../Field'
import type { OtherDraft } from './drafts'
import type { Kept } from './useDrafts'

/**
 * Where the unsaved work on screen came from, and another tab's, which is only ever offered: this
 * tab opens it or (once that tab is closed) discards it when asked (docs/decisions/0039).
 */
export function DraftNotice<Values>({
  noun,
  kept,
  offers,
  onDiscard,
  onOpen,
  onDismiss,
}: {
  noun: string
  kept: Kept<Values> | null
  offers: OtherDraft<Values>[]
  onDiscard: () => void
  onOpen: (offer: OtherDraft<Values>) => void
  onDismiss: (offer: OtherDraft<Values>) => void
}) {
  return (
    <>
      {kept ? (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-ember-50 p-3"
        >
          <p>
            {kept.from === 'this tab'
              ? `Restored your unsaved changes from ${formatEastern(new Date(kept.draft.savedAt))}.`
              : `Opened the unsaved changes another tab kept from ${formatEastern(new Date(kept.draft.savedAt))}.`}{' '}
            They are kept on this device only until you save or discard them.
          </p>
          <button type="button" className={SECONDARY_BUTTON} onClick={onDiscard}>
            Discard them
          </button>
        </div>
      ) : null}
      {offers.map((offer) => (
        <section
          key={offer.tab}
          aria-label="Unsaved changes in another tab"
          className="mt-4 rounded-xl border border-ember-600 bg-ember-50 p-3"
        >
          <p>
            {offer.open
              ? `Another tab, still open, has unsaved changes to this ${noun} from ${formatEastern(new Date(offer.savedAt))}.`
              : `A tab closed since kept unsaved changes to this ${noun} from ${formatEastern(new Date(offer.savedAt))}.`}{' '}
            They are kept on this device only; this tab shows the saved version until you open them.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={SECONDARY_BUTTON} onClick={() => onOpen(offer)}>
              Open that tab’s changes here
            </button>
            {offer.open === false ? (
              <button type="button" className={SECONDARY_BUTTON} onClick={() => onDismiss(offer)}>
                Discard that tab’s changes
              </button>
            ) : null}
          </div>
        </section>
      ))}
    </>
  )
}
