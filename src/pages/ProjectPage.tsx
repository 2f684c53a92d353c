import { useParams } from 'react-router-dom'
import { Seo } from '../components/Seo'
import { projectActions } from '../content/pages/portfolio'
import { projectBySlug } from '../content/portfolio'
import { ProjectDetail } from '../sections/ProjectDetail'
import { NotFoundPage } from './NotFoundPage'

export function ProjectPage() {
  const project = projectBySlug(useParams().slug)
  if (!project) return <NotFoundPage />
  return (
    <>
      <Seo title={project.title} description={project.description} />
      <ProjectDetail project={project} eyebrow="Project" actions={projectActions} />
    </>
  )
}
