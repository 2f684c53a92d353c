import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import { contactFaqs } from '../content/faqs'
import {
  contactCta,
  contactDetails,
  contactFaqSection,
  contactForm,
  contactHero,
} from '../content/pages/contact'
import { ContactDetails } from '../sections/ContactDetails'
import { CtaBanner } from '../sections/CtaBanner'
import { DeferredContactSection, DeferredFaqSection } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'

export function ContactPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} lead={contactHero.lead}>
        <ActionRow actions={contactHero.actions} />
      </PageHero>
      <ContactDetails {...contactDetails} />
      <CtaBanner {...contactCta} />
      <DeferredFaqSection {...contactFaqSection} faqs={contactFaqs} />
      <DeferredContactSection form="quick" {...contactForm} />
    </>
  )
}
