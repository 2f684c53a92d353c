import { Seo } from '../../components/Seo'
import { privacyPolicy } from '../../content/legal/privacy'
import { LegalDocument } from '../../sections/LegalDocument'
import { PageHero } from '../../sections/PageHero'

export function PrivacyPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow="Legal" title={privacyPolicy.title} lead={privacyPolicy.summary} />
      <LegalDocument document={privacyPolicy} />
    </>
  )
}
