// A content module lists its placeholders in `samples`, which `npm run check:launch` reports.
export interface Sample {
  name: string
  why: string
}

export type Samples = readonly Sample[]
