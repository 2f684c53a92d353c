import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function OutdoorKitchensPage() {
  return (
    <>
      <Seo />
      <PageHero title="Outdoor Kitchens" />
    </>
  )
}
