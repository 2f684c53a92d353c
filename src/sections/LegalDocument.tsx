import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type {
  Inline,
  LegalBlock,
  LegalDocumentData,
  LegalSection,
  RichText,
} from '../content/legal/types'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2024-09-16" → "September 16, 2024", by hand: no time zone can shift it by a day. */
export function formatLegalDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  const name = MONTHS[(month ?? 0) - 1]
  if (!year || !name || !day) throw new Error(`Not an ISO date: ${iso}`)
  return `${name} ${day}, ${year}`
}

const LINK =
  'font-medium text-forest-800 underline decoration-forest-400 underline-offset-2 hover:text-ember-800 hover:decoration-ember-800'

function InlineView({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return inline
  if ('strong' in inline) return <strong className="font-semibold text-ink">{inline.strong}</strong>
  // Site paths go through the router (prefetch, no reload); mailto:, tel: and other sites do not.
  return inline.href.startsWith('/') ? (
    <Link to={inline.href} className={LINK}>
      {inline.text}
    </Link>
  ) : (
    // A phone number must not break at its hyphen.
    <a
      href={inline.href}
      className={inline.href.startsWith('tel:') ? `${LINK} whitespace-nowrap` : LINK}
    >
      {inline.text}
    </a>
  )
}

function renderRich(text: RichText): ReactNode {
  if (typeof text === 'string') return text
  return text.map((inline, i) => (
    // Pieces of one sentence never reorder, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: static copy
    <InlineView key={i} inline={inline} />
  ))
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p className="mt-4">{renderRich(block.text)}</p>
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-forest-600">
      {block.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy
        <li key={i} className="pl-1">
          {renderRich(item)}
        </li>
      ))}
    </ul>
  )
}

function SectionView({
  section,
  className,
  children,
}: {
  section: LegalSection
  className: string
  children?: ReactNode
}) {
  return (
    <section className={className}>
      <h2 id={section.id} className="text-2xl font-semibold sm:text-3xl">
        {section.heading}
      </h2>
      {children}
      {section.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy
        <Block key={i} block={block} />
      ))}
    </section>
  )
}

export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const tocTitleId = 'legal-toc-title'
  const addenda = document.addenda ?? []
  const contents = [...document.sections, ...addenda]
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-x-16 xl:grid-cols-[17rem_minmax(0,1fr)]">
        <header className="max-w-[70ch] break-words lg:col-start-2">
          <p className="inline-flex flex-wrap gap-x-1.5 rounded-full bg-forest-50 px-4 py-1.5 text-sm text-forest-900 ring-1 ring-forest-200">
            <span className="font-semibold">Last updated:</span>{' '}
            <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
          </p>
          <div className="text-[1.0625rem] leading-relaxed text-stone-800 sm:text-lg">
            {document.intro.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static copy
              <p key={i} className="mt-5">
                {renderRich(text)}
              </p>
            ))}
          </div>
        </header>

        <nav
          aria-labelledby={tocTitleId}
          className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-32 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100vh-9rem)] lg:overflow-y-auto"
        >
          <h2
            id={tocTitleId}
            className="font-sans text-sm font-semibold tracking-widest text-forest-900 uppercase"
          >
            On this page
          </h2>
          <ol className="mt-3 list-decimal space-y-0.5 pl-5 text-sm marker:text-stone-600">
            {contents.map((section) => (
              <li key={section.id} className="pl-1">
                <a
                  href={`#${section.id}`}
                  className="block py-1 text-forest-800 lg:py-0.5 hover:text-ember-800 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-[70ch] break-words leading-relaxed text-stone-800 lg:col-start-2">
          {document.sections.map((section) => (
            <SectionView
              key={section.id}
              section={section}
              className="mt-10 border-t border-stone-200 pt-8 first:mt-0 sm:mt-12 first:border-t-0 first:pt-0"
            />
          ))}
          {addenda.map((addendum) => (
            <SectionView
              key={addendum.id}
              section={addendum}
              className="mt-10 rounded-2xl bg-forest-50 p-5 ring-1 ring-forest-200 sm:mt-12 sm:p-6"
            >
              <p className="mt-2 text-sm text-forest-900">
                <span className="font-semibold">Added:</span>{' '}
                <time dateTime={addendum.date}>{formatLegalDate(addendum.date)}</time>
              </p>
            </SectionView>
          ))}
        </div>
      </div>
    </div>
  )
}
