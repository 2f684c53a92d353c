import { JsonLd } from '../components/JsonLd'
import { Accordion } from '../components/ui/Accordion'
import { ActionRow } from '../components/ui/ActionLink'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Action, Faq } from '../content/types'
import { faqJsonLd } from '../lib/structuredData'

interface FaqSectionProps {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  faqs: readonly Faq[]
  marker?: 'plus-minus' | 'rotate'
  actions?: readonly Action[]
}

export function FaqSection({ id, eyebrow, title, lead, faqs, marker, actions }: FaqSectionProps) {
  return (
    <section aria-labelledby={id} className="bg-sand">
      {import.meta.env.SSR ? <JsonLd data={faqJsonLd(faqs)} /> : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8 lg:py-20">
        <div>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
          {actions?.length ? (
            <div className="mt-8">
              <ActionRow actions={actions} />
            </div>
          ) : null}
        </div>
        <Accordion idPrefix={id} items={faqs} marker={marker} />
      </div>
    </section>
  )
}
