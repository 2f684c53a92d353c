import { useLoaderData } from 'react-router-dom'
import { Seo } from '../components/Seo'
import { ProjectDetail } from '../sections/ProjectDetail'
import type { ProjectPageData } from './portfolio/data'

/** The spotlight shows Garden Oasis Retreat; its canonical URL is /portfolio/garden-retreat/. */
export function ProjectSpotlightPage() {
  const data = useLoaderData() as ProjectPageData | null
  if (!data) return null
  return (
    <>
      <Seo />
      <ProjectDetail
        project={data.project}
        image={data.image}
        eyebrow="Project spotlight"
        actions={data.actions}
      />
    </>
  )
}
