import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function LandscapeLightingPage() {
  return (
    <>
      <Seo />
      <PageHero title="Landscape Lighting" />
    </>
  )
}
