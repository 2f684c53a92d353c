import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import { deferred } from '../app/deferred'
import type { portfolio } from '../app/routeData'
import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import { PageHero } from '../sections/PageHero'
import { ProjectShowcase } from '../sections/ProjectShowcase'

const PortfolioMore = deferred('portfolio-more', () =>
  import('./portfolio/PortfolioMore').then((m) => m.PortfolioMore),
)

export function PortfolioPage() {
  const data = useLoaderData() as BuildData<typeof portfolio>
  if (!data) return null
  const { hero, showcase, cards } = data
  return (
    <>
      <Seo />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ActionRow actions={hero.actions} />
      </PageHero>
      <ProjectShowcase {...showcase} projects={cards} />
      <PortfolioMore />
    </>
  )
}
