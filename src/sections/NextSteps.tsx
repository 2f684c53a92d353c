import { SectionHeading } from '../components/ui/SectionHeading'

interface NextStepsProps {
  id: string
  title: string
  steps: readonly { title: string; body: string }[]
}

export function NextSteps({ id, title, steps }: NextStepsProps) {
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id={id} title={title} />
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-3xl bg-paper p-6 ring-1 ring-forest-100">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-forest-800 font-display text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
