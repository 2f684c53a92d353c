import { Minus, Plus } from 'lucide-react'
import type { Faq } from '../../content/types'

type Marker = 'plus-minus' | 'rotate'

interface AccordionProps {
  idPrefix: string
  items: readonly Faq[]
  marker?: Marker
}

// The browser's own disclosure: an answer opens without JavaScript, before the app and with no
// script in the tap, and find-in-page opens the one it lands in (docs/decisions/0034).
export function Accordion({ idPrefix, items, marker = 'plus-minus' }: AccordionProps) {
  return (
    <div className="divide-y divide-forest-100 rounded-3xl bg-white shadow-sm ring-1 ring-forest-100">
      {items.map((item) => (
        <details key={item.id} id={`${idPrefix}-${item.id}`} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-3xl px-6 py-5 text-left text-lg font-semibold text-forest-950 hover:text-forest-700 [&::-webkit-details-marker]:hidden">
            <h3 className="font-sans">{item.question}</h3>
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-800"
            >
              {marker === 'rotate' ? (
                <Plus className="size-5 motion-safe:transition-transform group-open:rotate-45" />
              ) : (
                <>
                  <Plus className="size-5 group-open:hidden" />
                  <Minus className="hidden size-5 group-open:block" />
                </>
              )}
            </span>
          </summary>
          <div className="px-6 pb-6 text-base leading-relaxed text-stone-700">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}
