import { useLoaderData } from 'react-router-dom'
import { Seo } from '../components/Seo'
import { ProjectDetail } from '../sections/ProjectDetail'
import { MissingPage } from './MissingPage'
import type { ProjectPageData } from './portfolio/data'

/** /portfolio/{slug}/: one project, from its build-time data. */
export function ProjectPage() {
  const data = useLoaderData() as ProjectPageData | null
  if (!data) return <MissingPage />
  const { project, image, actions } = data
  return (
    <>
      <Seo title={project.title} description={project.description} />
      <ProjectDetail project={project} image={image} eyebrow="Project" actions={actions} />
    </>
  )
}
