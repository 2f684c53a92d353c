import { Seo } from '../../components/Seo'
import { deletionPolicy } from '../../content/legal/deletion'
import { LegalDocument } from '../../sections/LegalDocument'
import { PageHero } from '../../sections/PageHero'

export function DeletionPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow="Legal" title={deletionPolicy.title} lead={deletionPolicy.summary} />
      <LegalDocument document={deletionPolicy} />
    </>
  )
}
