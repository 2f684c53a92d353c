import { Seo } from '../components/Seo'
import { ContactSection } from '../sections/ContactSection'
import { PageHero } from '../sections/PageHero'

export function ServicesPage() {
  return (
    <>
      <Seo />
      <PageHero title="Our Outdoor Living Services" />
      <ContactSection form="contact" />
    </>
  )
}
