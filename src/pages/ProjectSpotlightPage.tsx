import { Seo } from '../components/Seo'
import { projectActions } from '../content/pages/portfolio'
import { projects } from '../content/portfolio'
import { ProjectDetail } from '../sections/ProjectDetail'

/** The spotlight shows Garden Oasis Retreat; its canonical URL is /portfolio/garden-retreat/. */
export function ProjectSpotlightPage() {
  const [spotlight] = projects
  if (!spotlight) return null
  return (
    <>
      <Seo />
      <ProjectDetail project={spotlight} eyebrow="Project spotlight" actions={projectActions} />
    </>
  )
}
