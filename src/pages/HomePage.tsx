import { deferred } from '../app/deferred'
import { Seo } from '../components/Seo'
import { homeHero } from '../content/pages/homeHero'
import { HomeHero } from '../sections/HomeHero'

const HomeMore = deferred('home-more', () => import('./home/HomeMore').then((m) => m.HomeMore))

export function HomePage() {
  return (
    <>
      <Seo />
      <HomeHero {...homeHero} />
      <HomeMore />
    </>
  )
}
