import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { project as projectLoader } from '../app/routeData'
import { Seo } from '../components/Seo'
import { ProjectDetail } from '../sections/ProjectDetail'
import { MissingPage } from './MissingPage'

export function ProjectPage() {
  const data = useLoaderData() as BuildData<typeof projectLoader>
  if (!data) return <MissingPage />
  const { project, image, actions } = data
  return (
    <>
      <Seo title={project.title} description={project.description} />
      <ProjectDetail project={project} image={image} eyebrow="Project" actions={actions} />
    </>
  )
}
