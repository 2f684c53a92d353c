import { useDeferredValue, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { typedBeforeHydration } from '../../components/forms/earlyInput'
import { ChoiceGroup } from '../../components/ui/ChoiceGroup'
import { estimateProjects, type ProjectPricing, projectPricing } from '../../content/estimates'
import type { estimatePage } from '../../content/pages/estimate'
import { defaultChoice, type EstimateChoice, normalizeChoice } from '../../lib/estimate'
import { EstimateResult } from './EstimateResult'

const FIRST = estimateProjects[0] as ProjectPricing
const PROJECT_ITEMS = estimateProjects.map((p) => ({ id: p.type, label: p.label }))
const CHOICE_FIELDS = ['type', 'size', 'material', 'option'] as const

export function choiceQuery(choice: EstimateChoice): string {
  const params = new URLSearchParams({ type: choice.type })
  if (choice.size !== undefined) params.set('size', String(choice.size))
  if (choice.material) params.set('material', choice.material)
  if (choice.option) params.set('option', choice.option)
  return params.toString()
}

function LabeledSelect({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  name: string
  label: string
  value: string
  options: readonly { id: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-base font-semibold text-forest-950">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 w-full rounded-lg border border-forest-300 bg-white px-4 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

// A GET form to /quote/ with the choices as fields, so "Send me a quote" works without the app.
export function Estimator({ copy }: { copy: typeof estimatePage.estimator }) {
  const { search } = useLocation()
  const navigate = useNavigate()
  const [choice, setChoice] = useState<EstimateChoice>(() => defaultChoice(FIRST))
  const formRef = useRef<HTMLFormElement>(null)
  const [ready, setReady] = useState(false)
  // A link may name a choice; else what was chosen before the app arrived. After mount.
  useEffect(() => {
    const params = Object.fromEntries(new URLSearchParams(search))
    const chosen = params.type ? params : typedBeforeHydration(formRef.current, CHOICE_FIELDS)
    if (chosen.type) setChoice((current) => normalizeChoice(chosen) ?? current)
    setReady(true)
  }, [search])

  // The range and its notes follow in a render of their own, after the choice has painted; so do
  // a new project's own fields (replacing them is most of a switch's work), but not a new value.
  const shown = useDeferredValue(choice)
  const fields = shown.type === choice.type ? choice : shown
  const project = projectPricing(fields.type) ?? FIRST
  const update = (next: Partial<EstimateChoice>) =>
    setChoice((current) => ({ ...current, ...next }))

  return (
    <form
      ref={formRef}
      method="get"
      action="/quote/"
      data-form="estimator"
      data-ready={ready || undefined}
      aria-labelledby="estimator-title"
      onSubmit={(event) => {
        event.preventDefault()
        navigate(`/quote/?${choiceQuery(choice)}`)
      }}
      className="grid gap-8 lg:grid-cols-[3fr_2fr]"
    >
      <div className="space-y-8">
        <h2 id="estimator-title" className="sr-only">
          {copy.title}
        </h2>
        <ChoiceGroup
          name="type"
          legend={copy.projectLegend}
          idPrefix="estimate-type"
          columns={3}
          items={PROJECT_ITEMS}
          value={choice.type}
          onChange={(type) => {
            const next = projectPricing(type)
            if (next) setChoice(defaultChoice(next))
          }}
        />
        {project.kind === 'sized' ? (
          <div className="grid gap-6 sm:grid-cols-2">
            <LabeledSelect
              id="estimate-size"
              name="size"
              label={project.size.label}
              value={String(fields.size)}
              options={project.size.choices.map((size) => ({
                id: String(size),
                label: `${size} ${project.size.unit}`,
              }))}
              onChange={(size) => update({ size: Number(size) })}
            />
            <LabeledSelect
              id="estimate-material"
              name="material"
              label={project.materialLabel}
              value={fields.material ?? ''}
              options={project.materials}
              onChange={(material) => update({ material })}
            />
          </div>
        ) : (
          <ChoiceGroup
            name="option"
            legend={project.optionLabel}
            idPrefix="estimate-option"
            items={project.options}
            value={fields.option}
            onChange={(option) => update({ option })}
          />
        )}
      </div>
      <EstimateResult choice={shown} copy={copy} />
    </form>
  )
}
