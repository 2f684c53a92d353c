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
import { ContactSection } from '../sections/ContactSection'
import { CtaBanner } from '../sections/CtaBanner'
import { FaqSection } from '../sections/FaqSection'
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
      <FaqSection {...contactFaqSection} faqs={contactFaqs} />
      <ContactSection form="quick" {...contactForm} />
    </>
  )
}
