import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function LandingPage() {
  return (
    <>
      <Seo />
      <PageHero title="Transform Your Backyard Into an Outdoor Retreat" />
    </>
  )
}
