import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function BlogListPage() {
  return (
    <>
      <Seo />
      <PageHero title="Explore Our Latest Insights" />
    </>
  )
}
