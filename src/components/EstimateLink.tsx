import { Link } from 'react-router-dom'

export function EstimateLink({
  linkClassName = 'font-semibold underline',
}: {
  linkClassName?: string
}) {
  return (
    <>
      Wondering what it might cost?{' '}
      <Link to="/estimate/" className={linkClassName}>
        Try the ballpark estimator
      </Link>
      .
    </>
  )
}
