import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function NotFoundPage() {
  return (
    <>
      <Seo />
      <PageHero title="Page not found" />
    </>
  )
}
