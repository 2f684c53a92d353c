import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import {
  portfolioCta,
  portfolioGallery,
  portfolioHero,
  portfolioShowcase,
} from '../content/pages/portfolio'
import { projects } from '../content/portfolio'
import { CtaBanner } from '../sections/CtaBanner'
import { GalleryGrid } from '../sections/GalleryGrid'
import { PageHero } from '../sections/PageHero'
import { ProjectShowcase } from '../sections/ProjectShowcase'

export function PortfolioPage() {
  return (
    <>
      <Seo />
      <PageHero
        eyebrow={portfolioHero.eyebrow}
        title={portfolioHero.title}
        lead={portfolioHero.lead}
      >
        <ActionRow actions={portfolioHero.actions} />
      </PageHero>
      <ProjectShowcase {...portfolioShowcase} projects={projects} />
      <GalleryGrid {...portfolioGallery} />
      <CtaBanner {...portfolioCta} />
    </>
  )
}
