import { useParams } from 'react-router-dom'
import { Seo } from '../components/Seo'
import { projectBySlug } from '../content/portfolio'
import { PageHero } from '../sections/PageHero'
import { NotFoundPage } from './NotFoundPage'

export function ProjectPage() {
  const project = projectBySlug(useParams().slug)
  if (!project) return <NotFoundPage />
  return (
    <>
      <Seo title={project.title} description={project.description} />
      <PageHero eyebrow="Project" title={project.title} lead={project.description} />
    </>
  )
}
