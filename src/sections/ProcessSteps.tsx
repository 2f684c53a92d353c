import { ActionLink } from '../components/ui/ActionLink'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Step } from '../content/types'

interface ProcessStepsProps {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  steps: readonly Step[]
}

export function ProcessSteps({ id, eyebrow, title, lead, steps }: ProcessStepsProps) {
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ol className="mt-10 grid gap-6 lg:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col rounded-3xl bg-paper p-8 ring-1 ring-forest-100"
            >
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-forest-800 font-display text-xl font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-6 text-2xl font-semibold">
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                {step.title}
              </h3>
              <p className="mt-3 flex-1 leading-relaxed text-stone-700">{step.body}</p>
              <div className="mt-6">
                <ActionLink action={step.action} variant="secondary" />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
