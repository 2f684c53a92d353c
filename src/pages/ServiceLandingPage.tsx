import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function ServiceLandingPage() {
  return (
    <>
      <Seo />
      <PageHero title="Outdoor Living, From First Sketch to Final Walkthrough" />
    </>
  )
}
