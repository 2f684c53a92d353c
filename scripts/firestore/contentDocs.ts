// `undefined` leaves a field out.
import { serverTimestamp } from 'firebase/firestore/lite'
import {
  exampleBusiness,
  examplePrices,
  exampleProject,
  exampleTestimonial,
} from '../../src/content/schema/examples'

type Fields = Record<string, unknown>

function written(fields: object, extra: Fields): Fields {
  const data: Fields = { ...fields, updatedAt: serverTimestamp(), ...extra }
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key]
  return data
}

export const clientProject = (slug: string, extra: Fields = {}) =>
  written({ ...exampleProject, slug }, extra)
export const clientTestimonial = (extra: Fields = {}) => written(exampleTestimonial, extra)
export const clientBusiness = (extra: Fields = {}) => written(exampleBusiness, extra)
export const clientPrices = (extra: Fields = {}) => written(examplePrices, extra)
