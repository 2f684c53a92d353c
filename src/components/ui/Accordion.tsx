import { Minus, Plus } from 'lucide-react'
import { memo, useCallback, useState } from 'react'
import type { Faq } from '../../content/types'

type Marker = 'plus-minus' | 'rotate'

interface AccordionProps {
  idPrefix: string
  items: readonly Faq[]
  marker?: Marker
}

// Answers are in the HTML from the start (hidden), so they are indexed and work before hydration.
export function Accordion({ idPrefix, items, marker = 'plus-minus' }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }, [])

  return (
    <div className="divide-y divide-forest-100 rounded-3xl bg-white shadow-sm ring-1 ring-forest-100">
      {items.map((item) => (
        <AccordionItem
          key={item.id}
          idPrefix={idPrefix}
          item={item}
          marker={marker}
          expanded={open.has(item.id)}
          onToggle={toggle}
        />
      ))}
    </div>
  )
}

interface ItemProps {
  idPrefix: string
  item: Faq
  marker: Marker
  expanded: boolean
  onToggle: (id: string) => void
}

// memo: a tap renders the one answer it opens, not every question of the page (decision 0016).
const AccordionItem = memo(function AccordionItem({
  idPrefix,
  item,
  marker,
  expanded,
  onToggle,
}: ItemProps) {
  const buttonId = `${idPrefix}-${item.id}-button`
  const panelId = `${idPrefix}-${item.id}-panel`
  return (
    <div>
      <h3 className="font-sans">
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          className="flex w-full items-center justify-between gap-6 px-6 py-5 text-left text-lg font-semibold text-forest-950 hover:text-forest-700"
        >
          <span>{item.question}</span>
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-800"
          >
            {marker === 'rotate' ? (
              <Plus
                className={`size-5 motion-safe:transition-transform ${expanded ? 'rotate-45' : ''}`}
              />
            ) : expanded ? (
              <Minus className="size-5" />
            ) : (
              <Plus className="size-5" />
            )}
          </span>
        </button>
      </h3>
      <section
        id={panelId}
        aria-labelledby={buttonId}
        hidden={!expanded}
        className="px-6 pb-6 text-base leading-relaxed text-stone-700"
      >
        <p>{item.answer}</p>
      </section>
    </div>
  )
})
