import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function FirePitsPage() {
  return (
    <>
      <Seo />
      <PageHero title="Fire Pits & Fireplaces" />
    </>
  )
}
