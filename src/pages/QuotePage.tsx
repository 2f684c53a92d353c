import { Seo } from '../components/Seo'
import { quoteHero as copy } from '../content/pages/quoteHero'
import { DeferredQuoteForm } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'

export function QuotePage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <section aria-label={copy.title} className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
          <DeferredQuoteForm />
        </div>
      </section>
    </>
  )
}
