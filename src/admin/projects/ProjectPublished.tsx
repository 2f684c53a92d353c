import { nextScheduledBuild, scheduledBuild } from '../../content/desk'
import type { ProjectDocument } from '../../content/schema/projects'
import { formatEastern } from '../eastern'

/**
 * What publishing means for a project: its page is pre-rendered from the snapshot, so it goes live
 * at the next scheduled build (docs/decisions/0020-content-snapshots.md).
 */
export function ProjectPublished({ doc }: { doc: ProjectDocument }) {
  return (
    <>
      The next scheduled build ({scheduledBuild.summary}), around{' '}
      {formatEastern(nextScheduledBuild(new Date()))}, puts it on the site at{' '}
      <span className="break-all">/portfolio/{doc.slug}/</span>, on its city’s page and on its
      services’ pages.
    </>
  )
}
