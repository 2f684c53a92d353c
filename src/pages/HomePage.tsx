import { SubscribeForm } from '../components/forms/SubscribeForm'
import { Seo } from '../components/Seo'
import { ContactSection } from '../sections/ContactSection'
import { PageHero } from '../sections/PageHero'

export function HomePage() {
  return (
    <>
      <Seo />
      <PageHero title="Outdoor Living Spaces Built for the Way You Live" />
      <section id="subscribe" aria-labelledby="subscribe-title" className="px-4 py-16">
        <h2 id="subscribe-title" className="text-3xl font-semibold">
          Join our list
        </h2>
        <SubscribeForm formId="home-signup" />
      </section>
      <ContactSection form="contact" />
    </>
  )
}
