// Apart so the inlined loader carries nothing else; a lazy part importing it would add a chunk.
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
