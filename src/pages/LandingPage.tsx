import { SubscribeForm } from '../components/forms/SubscribeForm'
import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function LandingPage() {
  return (
    <>
      <Seo />
      <PageHero title="Transform Your Backyard Into an Outdoor Retreat" />
      <section aria-labelledby="landing-signup-title" className="px-4 py-16">
        <h2 id="landing-signup-title" className="text-3xl font-semibold">
          Get ideas and pricing in your inbox
        </h2>
        <SubscribeForm
          formId="landing-signup"
          placeholder="Your Email Here"
          buttonLabel="Get Info"
          consent="terms"
        />
      </section>
    </>
  )
}
