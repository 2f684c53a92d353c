import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function PatiosDecksPage() {
  return (
    <>
      <Seo />
      <PageHero title="Patios & Decks" />
    </>
  )
}
