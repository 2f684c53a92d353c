import { formatPostDate } from '../../blog/format'

interface PostMetaProps {
  author: string
  publishedAt: string
  className?: string
}

/** "By {author} · Mar 5, 2025" */
export function PostMeta({ author, publishedAt, className = '' }: PostMetaProps) {
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      <span>By {author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={publishedAt}>{formatPostDate(publishedAt)}</time>
    </p>
  )
}
