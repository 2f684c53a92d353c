/** Documents the schema refuses (written by hand in the console, say): shown, never hidden. */
export function InvalidDocuments({
  title,
  documents,
}: {
  title: string
  documents: { id: string; problems: string[] }[]
}) {
  if (!documents.length) return null
  return (
    <div className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-sm">
      <h2 className="font-semibold text-red-800">{title}</h2>
      <ul className="mt-2 list-disc pl-5">
        {documents.map((doc) => (
          <li key={doc.id}>
            {doc.id}: {doc.problems.join('; ')}
          </li>
        ))}
      </ul>
    </div>
  )
}
