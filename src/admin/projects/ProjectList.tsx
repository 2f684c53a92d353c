import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ContentListPage, ENTRY_LINK } from '../content/ContentListPage'
import { PROJECTS } from '../content/kinds'
import { projects } from '../content/stores'
import type { DeskFirebase } from '../firebase'
import { NEW_PROJECT_PATH, projectEditPath } from '../paths'
import { RecentlyDeleted } from '../RecentlyDeleted'

/** The portfolio's projects at /admin/projects/, drafts too, in the site's order. */
export function ProjectList({ firebase }: { firebase: DeskFirebase }) {
  // Read again (mounted anew) after a project is restored.
  const [round, setRound] = useState(0)
  return (
    <>
      <ContentListPage
        key={round}
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
      <div className="mx-auto max-w-3xl px-4 pb-6">
        <RecentlyDeleted
          firebase={firebase}
          kind={PROJECTS}
          editPath={projectEditPath}
          onRestored={() => setRound((r) => r + 1)}
        />
      </div>
    </>
  )
}
