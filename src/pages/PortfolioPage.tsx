import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function PortfolioPage() {
  return (
    <>
      <Seo />
      <PageHero title="Our Portfolio" />
    </>
  )
}
