import type { ReactNode } from 'react'

export function PreviewSection({ note, children }: { note?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="preview-title"
      className="mt-8 overflow-hidden rounded-2xl border border-stone-300 bg-white"
    >
      <div className="border-b border-stone-200 p-4">
        <h2
          id="preview-title"
          className="text-sm font-semibold tracking-[0.14em] text-stone-700 uppercase"
        >
          Preview
        </h2>
        {note ? <p className="mt-1 text-sm text-stone-700">{note}</p> : null}
      </div>
      <div data-testid="preview-page">{children}</div>
    </section>
  )
}
