import { Seo } from '../components/Seo'
import { ContactSection } from '../sections/ContactSection'
import { PageHero } from '../sections/PageHero'

export function AboutPage() {
  return (
    <>
      <Seo />
      <PageHero title="About Oak & Ember Outdoor Living" />
      <ContactSection form="quick" />
    </>
  )
}
