import { Art } from '../lib/art'
import { finish } from '../lib/finish'
import { type Person, portrait } from '../lib/portrait'

/** The six people of the team, drawn in one style on alternating brand tints. */
export const TEAM: { person: Person; bg: { color: string; shape: string; leaf: string } }[] = [
  {
    // Owner and founder.
    person: {
      skin: '#e7b99a',
      hair: '#5a3d2b',
      style: 'short',
      top: 'workshirt',
      shirt: '#2c6743',
      beard: 'full',
      grey: true,
      jaw: 1.02,
      brow: 3,
    },
    bg: { color: '#dcecdf', shape: '#cfe4d4', leaf: '#bbd9c2' },
  },
  {
    // Lead designer.
    person: {
      skin: '#8a5a3c',
      hair: '#1f1712',
      style: 'curly',
      top: 'blouse',
      shirt: '#fdb071',
      glasses: '#2a1d17',
      earrings: '#e9c46a',
      lips: '#6e3328',
      jaw: 0.9,
      brow: 4,
    },
    bg: { color: '#ffead4', shape: '#fde0c2', leaf: '#fed1a8' },
  },
  {
    // Project manager.
    person: {
      skin: '#b8825e',
      hair: '#1c1613',
      style: 'sidepart',
      top: 'oxford',
      shirt: '#9fbcd9',
      beard: 'stubble',
      jaw: 0.98,
      brow: 2,
    },
    bg: { color: '#f3ede1', shape: '#ebe2d1', leaf: '#e2d6c0' },
  },
  {
    // Hardscape foreman.
    person: {
      skin: '#c48e68',
      hair: '#211814',
      style: 'crop',
      top: 'henley',
      shirt: '#de4d0b',
      beard: 'moustache',
      jaw: 1.05,
      brow: 2,
    },
    bg: { color: '#bbd9c2', shape: '#aacfb4', leaf: '#8ebf9c' },
  },
  {
    // Lighting specialist.
    person: {
      skin: '#edc9a8',
      hair: '#16120f',
      style: 'bob',
      top: 'denim',
      shirt: '#4f6d8f',
      lips: '#b8605a',
      earrings: '#fbf8f2',
      jaw: 0.88,
      brow: 3,
    },
    bg: { color: '#fed1a8', shape: '#fdc596', leaf: '#fdb071' },
  },
  {
    // Client care coordinator.
    person: {
      skin: '#f0c7ae',
      hair: '#b9b4ad',
      style: 'bun',
      top: 'cardigan',
      shirt: '#5e9e72',
      glasses: '#7c4a2a',
      lips: '#c0645c',
      earrings: '#e9c46a',
      jaw: 0.9,
      brow: 4,
    },
    bg: { color: '#f1f7f2', shape: '#e4efe6', leaf: '#dcecdf' },
  },
]

function member(i: number): () => Art {
  return () => {
    const art = new Art(1200, 1200, `t${i}`)
    const m = TEAM[i - 1]
    if (!m) throw new Error(`No team member ${i}`)
    portrait(art, m.person, m.bg)
    finish(art, { mottle: 0, vignette: 0 })
    return art
  }
}

export const teamMember1 = member(1)
export const teamMember2 = member(2)
export const teamMember3 = member(3)
export const teamMember4 = member(4)
export const teamMember5 = member(5)
export const teamMember6 = member(6)
