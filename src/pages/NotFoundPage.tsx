import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import { notFound } from '../content/pages/notFound'
import { CardGrid } from '../sections/CardGrid'
import { PageHero } from '../sections/PageHero'

/** Served as dist/404.html (status 404) and by the client-side catch-all route. */
export function NotFoundPage() {
  return (
    <>
      <Seo title={notFound.metaTitle} robots="noindex, nofollow" />
      <PageHero eyebrow={notFound.eyebrow} title={notFound.title} lead={notFound.lead}>
        <ActionRow actions={notFound.actions} />
      </PageHero>
      <CardGrid {...notFound.suggestions} />
    </>
  )
}
