import { Link } from 'react-router-dom'
import { ContentListPage, ENTRY_LINK } from '../content/ContentListPage'
import { projects } from '../content/stores'
import type { DeskFirebase } from '../firebase'
import { NEW_PROJECT_PATH, projectEditPath } from '../paths'

/** The portfolio's projects at /admin/projects/, drafts too, in the site's order. */
export function ProjectList({ firebase }: { firebase: DeskFirebase }) {
  return (
    <ContentListPage
      firebase={firebase}
      store={projects}
      title="Projects"
      add={{ label: 'Add a job', to: NEW_PROJECT_PATH }}
      empty="No projects yet."
      invalidTitle="Projects the desk cannot edit"
      item={({ id, doc }) => (
        <>
          <Link to={projectEditPath(id)} className={ENTRY_LINK}>
            {doc.title}
          </Link>
          <p className="text-sm text-stone-700">
            {doc.location} · {doc.status === 'published' ? 'Published' : 'Draft'} ·{' '}
            {doc.photos.length + doc.pairs.length} photos
          </p>
        </>
      )}
    />
  )
}
