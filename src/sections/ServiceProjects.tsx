import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { servicePage } from '../app/routeData'
import { CardGrid } from './CardGrid'

export function ServiceProjects({ title }: { title: string }) {
  const projects = (useLoaderData() as BuildData<typeof servicePage>)?.projects ?? []
  if (!projects.length) return null
  return <CardGrid id="service-work" title={title} cards={projects} tone="paper" />
}
