import { useLoaderData } from 'react-router-dom'
import { deferred } from '../app/deferred'
import { Seo } from '../components/Seo'
import { homeHero } from '../content/pages/homeHero'
import { HomeHero } from '../sections/HomeHero'
import type { PlacedTestimonials } from './placedTestimonials'

const HomeMore = deferred('home-more', () => import('./home/HomeMore').then((m) => m.HomeMore))

export function HomePage() {
  const testimonials = (useLoaderData() as PlacedTestimonials | null)?.testimonials ?? []
  return (
    <>
      <Seo />
      <HomeHero {...homeHero} />
      <HomeMore testimonials={testimonials} />
    </>
  )
}
