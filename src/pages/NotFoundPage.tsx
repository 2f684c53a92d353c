import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import { pageHeads } from '../content/pages/heads'
import { notFound } from '../content/pages/notFound'
import { CardGrid } from '../sections/CardGrid'
import { PageHero } from '../sections/PageHero'

const notFoundHead = pageHeads['/404/']

/** Served as dist/404.html (status 404) and by the client-side catch-all route. */
export function NotFoundPage() {
  return (
    <>
      {/* Its own head also inside a project or city route (MissingPage). */}
      <Seo {...notFoundHead} />
      <PageHero eyebrow={notFound.eyebrow} title={notFound.title} lead={notFound.lead}>
        <ActionRow actions={notFound.actions} />
      </PageHero>
      <CardGrid {...notFound.suggestions} />
    </>
  )
}
