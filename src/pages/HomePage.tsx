import { Seo } from '../components/Seo'
import { ContactSection } from '../sections/ContactSection'
import { PageHero } from '../sections/PageHero'

export function HomePage() {
  return (
    <>
      <Seo />
      <PageHero title="Outdoor Living Spaces Built for the Way You Live" />
      <ContactSection />
    </>
  )
}
