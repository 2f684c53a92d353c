interface TagFilterProps {
  tags: string[]
  active: string | null
  onChange: (tag: string | null) => void
}

export function TagFilter({ tags, active, onChange }: TagFilterProps) {
  const button = (label: string, tag: string | null) => {
    const pressed = active === tag
    return (
      <li key={label}>
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => onChange(tag)}
          className={`min-h-11 rounded-full border px-4 text-sm font-medium transition-colors ${
            pressed
              ? 'border-forest-800 bg-forest-800 text-white'
              : 'border-forest-300 bg-white text-forest-900 hover:border-forest-700'
          }`}
        >
          {label}
        </button>
      </li>
    )
  }
  return (
    <ul aria-label="Filter posts by tag" className="flex flex-wrap gap-2">
      {button('View all', null)}
      {tags.map((tag) => button(tag, tag))}
    </ul>
  )
}
