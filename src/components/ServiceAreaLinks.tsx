import { Fragment } from 'react'
import { Link } from 'react-router-dom'
import { site } from '../content/site'

export function serviceAreaHref(city: string): string {
  return `/service-areas/${city.toLowerCase().replace(/\s+/g, '-')}/`
}

export function ServiceAreaLinks({ linkClassName = 'underline' }: { linkClassName?: string }) {
  const cities = site.serviceAreaCities
  return (
    <>
      Serving{' '}
      {cities.map((city, index) => (
        <Fragment key={city}>
          <Link to={serviceAreaHref(city)} className={linkClassName}>
            {city}
          </Link>
          {index < cities.length - 1 ? ', ' : ' '}
        </Fragment>
      ))}
      and the{' '}
      <Link to="/service-areas/" className={linkClassName}>
        wider Triangle
      </Link>
      .
    </>
  )
}
