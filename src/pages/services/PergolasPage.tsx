import { Seo } from '../../components/Seo'
import { PageHero } from '../../sections/PageHero'

export function PergolasPage() {
  return (
    <>
      <Seo />
      <PageHero title="Pergolas & Gazebos" />
    </>
  )
}
