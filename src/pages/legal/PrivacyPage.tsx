import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function PrivacyPage() {
  return (
    <>
      <Seo />
      <PageHero title="Privacy Policy" />
    </>
  )
}
