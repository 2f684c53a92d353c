import { Seo } from '../components/Seo'
import { ContactSection } from '../sections/ContactSection'
import { PageHero } from '../sections/PageHero'

export function ContactPage() {
  return (
    <>
      <Seo />
      <PageHero title="Let’s Talk About Your Outdoor Space" />
      <ContactSection form="quick" />
    </>
  )
}
