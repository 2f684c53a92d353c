import { Seo } from '../../components/Seo'
import { termsAndConditions } from '../../content/legal/terms'
import { LegalDocument } from '../../sections/LegalDocument'
import { PageHero } from '../../sections/PageHero'

export function TermsPage() {
  return (
    <>
      <Seo />
      <PageHero
        eyebrow="Legal"
        title={termsAndConditions.title}
        lead={termsAndConditions.summary}
      />
      <LegalDocument document={termsAndConditions} />
    </>
  )
}
