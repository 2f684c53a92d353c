import type { LoaderFunctionArgs } from 'react-router-dom'
import type { TestimonialPlacement } from '../content/schema/testimonials'
import type { ServiceSlug } from '../content/serviceAreas/types'

async function placed(placement: TestimonialPlacement) {
  const { testimonialsFor } = await import('../content/testimonials')
  return { testimonials: testimonialsFor(placement) }
}

export async function servicePage(service: ServiceSlug, placement?: TestimonialPlacement) {
  const [{ testimonialsFor }, { serviceProjectCards }, { resolvePhoto }] = await Promise.all([
    import('../content/testimonials'),
    import('../content/serviceProjects'),
    import('../pages/portfolio/photos'),
  ])
  return {
    testimonials: placement ? testimonialsFor(placement) : [],
    projects: serviceProjectCards(service, {
      resolveImage: (project) => resolvePhoto(project.cover),
    }),
  }
}

// Definitions only, no calls at the top level: a call would keep this module in the browser bundle.
export const home = () => placed('home')
export const services = () => placed('services')
export const serviceLanding = () => placed('service-landing')
export const landscapeLighting = () => servicePage('landscape-lighting', 'landscape-lighting')
export const firePits = () => servicePage('fire-pits-and-fireplaces')
export const outdoorKitchens = () => servicePage('outdoor-kitchens')
export const patiosDecks = () => servicePage('patios-and-decks')
export const pergolas = () => servicePage('pergolas-and-gazebos')

export async function portfolio() {
  const { portfolioData } = await import('../pages/portfolio/data')
  return portfolioData()
}

export async function projectSpotlight() {
  const { projectPageData } = await import('../pages/portfolio/data')
  return projectPageData()
}

export async function project({ params }: LoaderFunctionArgs) {
  const { projectPageData } = await import('../pages/portfolio/data')
  return projectPageData(params.slug ?? '')
}

export async function projectPaths() {
  const { projectPaths } = await import('../content/portfolio')
  return projectPaths()
}

export async function serviceAreas() {
  const { areaSummaries } = await import('../content/serviceAreas/pageData')
  return areaSummaries()
}

export async function serviceArea({ params }: LoaderFunctionArgs) {
  const [{ areaPageData }, { resolvePhoto }] = await Promise.all([
    import('../content/serviceAreas/pageData'),
    import('../pages/portfolio/photos'),
  ])
  return areaPageData(params.city, { resolveImage: (project) => resolvePhoto(project.cover) })
}

export async function serviceAreaPaths() {
  const { areaPaths } = await import('../content/serviceAreas/pageData')
  return areaPaths()
}

export async function landing() {
  const { landingData } = await import('../pages/portfolio/data')
  return landingData()
}

export async function blogList() {
  const { listData } = await import('../blog/snapshot')
  return listData()
}

export async function blogPost({ params }: LoaderFunctionArgs) {
  const { SHELL_SLUG } = await import('../blog/slug')
  // The shell hosting serves for posts newer than the build (see firebase.json rewrites).
  if (params.slug === SHELL_SLUG) return { kind: 'shell' as const }
  const { postData } = await import('../blog/snapshot')
  return postData(params.slug)
}

export async function blogPostPaths() {
  const [{ postPaths }, { SHELL_SLUG, postPath }] = await Promise.all([
    import('../blog/snapshot'),
    import('../blog/slug'),
  ])
  return [...postPaths(), postPath(SHELL_SLUG)]
}
