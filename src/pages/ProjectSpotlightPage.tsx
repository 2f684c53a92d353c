import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { projectSpotlight } from '../app/routeData'
import { Seo } from '../components/Seo'
import { ProjectDetail } from '../sections/ProjectDetail'

/** The spotlight shows Garden Oasis Retreat; its canonical URL is /portfolio/garden-retreat/. */
export function ProjectSpotlightPage() {
  const data = useLoaderData() as BuildData<typeof projectSpotlight>
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
