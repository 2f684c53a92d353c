import { SectionHeading } from '../../components/ui/SectionHeading'
import type { Estimate } from '../../lib/estimate'
import { allRanges, formatRange } from '../../lib/estimate'

function Head({ caption, columns }: { caption: string; columns: readonly string[] }) {
  return (
    <>
      <caption className="px-4 pt-4 text-left font-display text-xl font-semibold text-forest-950">
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-forest-100">
          {columns.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  )
}

/** Every range the estimator can give, as tables: the whole estimator without the app. */
export function RangesTable({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <section aria-labelledby={id} className="bg-paper">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id={id} title={title} lead={lead} />
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          {allRanges().map(({ project, rows }) => (
            <section
              key={project.type}
              aria-label={`${project.label} price ranges`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable from the keyboard (axe: scrollable-region-focusable).
              tabIndex={0}
              className="overflow-x-auto rounded-2xl bg-white ring-1 ring-forest-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
            >
              {project.kind === 'sized' ? (
                <table className="w-full min-w-[28rem] text-left text-sm">
                  <Head
                    caption={project.label}
                    columns={[project.size.label, ...project.materials.map((m) => m.label)]}
                  />
                  <tbody>
                    {project.size.choices.map((size) => (
                      <tr key={size} className="border-b border-forest-50 last:border-0">
                        <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap">
                          {size} {project.size.unit}
                        </th>
                        {project.materials.map((material) => {
                          const row = rows.find(
                            (r: Estimate) =>
                              r.choice.size === size && r.choice.material === material.id,
                          )
                          return (
                            <td key={material.id} className="px-4 py-2 whitespace-nowrap">
                              {row ? formatRange(row.low, row.high) : ''}
                            </td>
                          )
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <table className="w-full text-left text-sm">
                  <Head caption={project.label} columns={[project.optionLabel, 'Ballpark']} />
                  <tbody>
                    {project.options.map((option) => {
                      const row = rows.find((r: Estimate) => r.choice.option === option.id)
                      return (
                        <tr key={option.id} className="border-b border-forest-50 last:border-0">
                          <th scope="row" className="px-4 py-2 font-medium">
                            {option.label}
                            <span className="block text-xs font-normal text-stone-600">
                              {option.detail}
                            </span>
                          </th>
                          <td className="px-4 py-2 whitespace-nowrap">
                            {row ? formatRange(row.low, row.high) : ''}
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}
