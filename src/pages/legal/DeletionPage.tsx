import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function DeletionPage() {
  return (
    <>
      <Seo />
      <PageHero title="Data Deletion Policy" />
    </>
  )
}
