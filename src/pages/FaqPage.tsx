import { Seo } from '../components/Seo'
import { faqPageFaqs } from '../content/faqs'
import { faqCta, faqHero, faqList } from '../content/pages/faq'
import { CtaBanner } from '../sections/CtaBanner'
import { FaqSection } from '../sections/FaqSection'
import { PageHero } from '../sections/PageHero'

export function FaqPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={faqHero.eyebrow} title={faqHero.title} lead={faqHero.lead} />
      {/* The page's main content, on the first screen: hydrated with the page, not deferred. */}
      <FaqSection {...faqList} faqs={faqPageFaqs} marker="rotate" />
      <CtaBanner {...faqCta} />
    </>
  )
}
