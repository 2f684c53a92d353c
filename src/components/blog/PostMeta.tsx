import { formatPostDate } from '../../blog/format'

interface PostMetaProps {
  author: string
  publishedAt: string
  updatedAt?: string | undefined
  className?: string
}

export function PostMeta({ author, publishedAt, updatedAt, className = '' }: PostMetaProps) {
  const published = formatPostDate(publishedAt)
  const updated = updatedAt && updatedAt > publishedAt ? formatPostDate(updatedAt) : null
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      <span>By {author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={publishedAt}>{published}</time>
      {updated && updated !== published ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            Updated <time dateTime={updatedAt}>{updated}</time>
          </span>
        </>
      ) : null}
    </p>
  )
}
