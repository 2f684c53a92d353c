import { nextScheduledBuild, scheduledBuild } from '../../content/desk'
import type { ProjectDocument } from '../../content/schema/projects'
import type { Stored } from '../content/stored'
import { formatEastern } from '../eastern'

/**
 * What a save means for the site: a project page is pre-rendered from the snapshot, so a published
 * project goes live at the next scheduled build (docs/decisions/0020-content-snapshots.md).
 */
export function ProjectSaved({ stored }: { stored: Stored<ProjectDocument> }) {
  const path = `/portfolio/${stored.doc.slug}/`
  const at = stored.updatedAt ? ` at ${formatEastern(new Date(stored.updatedAt))}` : ''
  return (
    <p role="status" className="mt-2 rounded-lg bg-forest-50 p-3 font-medium text-forest-900">
      {stored.doc.status === 'published' ? (
        <>
          Published{at}. The next scheduled build ({scheduledBuild.summary}), around{' '}
          {formatEastern(nextScheduledBuild(new Date()))}, puts it on the site at{' '}
          <span className="break-all">{path}</span>, on its city’s page and on its services’ pages.
        </>
      ) : (
        <>Draft saved{at}. Only editors can see it.</>
      )}
    </p>
  )
}
