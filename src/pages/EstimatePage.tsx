import { Seo } from '../components/Seo'
import { estimatePage as copy } from '../content/pages/estimate'
import { DeferredEstimator, DeferredRangesTable } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'

export function EstimatePage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <section aria-label={copy.estimator.title} className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <DeferredEstimator copy={copy.estimator} />
        </div>
      </section>
      <DeferredRangesTable {...copy.table} />
    </>
  )
}
