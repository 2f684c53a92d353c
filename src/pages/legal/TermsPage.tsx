import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function TermsPage() {
  return (
    <>
      <Seo />
      <PageHero title="Terms and Conditions" />
    </>
  )
}
