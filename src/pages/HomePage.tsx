import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import { deferred } from '../app/deferred'
import type { home } from '../app/routeData'
import { Seo } from '../components/Seo'
import { homeHero } from '../content/pages/homeHero'
import { HomeHero } from '../sections/HomeHero'

const HomeMore = deferred('home-more', () => import('./home/HomeMore').then((m) => m.HomeMore))

export function HomePage() {
  const testimonials = (useLoaderData() as BuildData<typeof home>)?.testimonials ?? []
  return (
    <>
      <Seo />
      <HomeHero {...homeHero} />
      <HomeMore testimonials={testimonials} />
    </>
  )
}
