import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function ProjectSpotlightPage() {
  return (
    <>
      <Seo />
      <PageHero title="Garden Oasis Retreat" />
    </>
  )
}
