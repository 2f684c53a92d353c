import { Seo } from '../components/Seo'
import { faqPageFaqs } from '../content/faqs'
import { faqCta, faqHero, faqList } from '../content/pages/faq'
import { CtaBanner } from '../sections/CtaBanner'
import { DeferredFaqSection } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'

export function FaqPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={faqHero.eyebrow} title={faqHero.title} lead={faqHero.lead} />
      <DeferredFaqSection {...faqList} faqs={faqPageFaqs} marker="rotate" />
      <CtaBanner {...faqCta} />
    </>
  )
}
