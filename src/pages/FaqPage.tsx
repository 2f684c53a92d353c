import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function FaqPage() {
  return (
    <>
      <Seo />
      <PageHero title="Frequently Asked Questions" />
    </>
  )
}
