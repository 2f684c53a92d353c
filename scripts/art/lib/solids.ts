import type { V3 } from './camera'
import { type FaceOptions, type Item, type Scene, WORLD } from './scene'

export type FaceKey = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom'
export type Mat = string | (Partial<Record<FaceKey | 'side', string>> & { base: string })
export type Box = { x: [number, number]; y: [number, number]; z: [number, number] }
export type BoxFaces = Partial<Record<FaceKey, Item>> & { box: Box }

const NORMALS: Record<FaceKey, V3> = {
  front: [0, 0, -1],
  back: [0, 0, 1],
  left: [-1, 0, 0],
  right: [1, 0, 0],
  top: [0, 1, 0],
  bottom: [0, -1, 0],
}

function colorFor(mat: Mat, key: FaceKey): string {
  if (typeof mat === 'string') return mat
  if (mat[key]) return mat[key] as string
  if (key !== 'top' && key !== 'bottom' && mat.side) return mat.side
  return mat.base
}

/** The four corners of a box face, in order. */
function corners(b: Box, key: FaceKey): V3[] {
  const [x0, x1] = b.x
  const [y0, y1] = b.y
  const [z0, z1] = b.z
  switch (key) {
    case 'front':
      return [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ]
    case 'back':
      return [
        [x1, y0, z1],
        [x0, y0, z1],
        [x0, y1, z1],
        [x1, y1, z1],
      ]
    case 'left':
      return [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ]
    case 'right':
      return [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ]
    case 'top':
      return [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ]
    case 'bottom':
      return [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y0, z0],
        [x0, y0, z0],
      ]
  }
}

/** An axis-aligned box: only the faces turned to the camera are drawn. */
export function box(scene: Scene, b: Box, mat: Mat, o: FaceOptions = {}): BoxFaces {
  const out: BoxFaces = { box: b }
  for (const key of Object.keys(NORMALS) as FaceKey[]) {
    const item = scene.face(corners(b, key), colorFor(mat, key), { ...o, normal: NORMALS[key] })
    if (item) out[key] = item
  }
  return out
}

/**
 * A rectangle on a face of a box in face coordinates (metres): u runs along the face from its
 * left edge as seen from outside, v up from its bottom (for top faces: u along x, v along z).
 */
export function onFace(b: Box, key: FaceKey, u0: number, u1: number, v0: number, v1: number) {
  const e = 0.004
  const [x0, x1] = b.x
  const [y0, y1] = b.y
  const [z0, z1] = b.z
  const at = (u: number, v: number): V3 => {
    switch (key) {
      case 'front':
        return [x0 + u, y0 + v, z0 - e]
      case 'back':
        return [x1 - u, y0 + v, z1 + e]
      case 'left':
        return [x0 - e, y0 + v, z1 - u]
      case 'right':
        return [x1 + e, y0 + v, z0 + u]
      case 'top':
        return [x0 + u, y1 + e, z0 + v]
      case 'bottom':
        return [x0 + u, y0 - e, z0 + v]
    }
  }
  return [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]
}

export function decalOnFace(
  scene: Scene,
  faces: BoxFaces,
  key: FaceKey,
  rect: [number, number, number, number],
  color: string,
  o: FaceOptions = {},
) {
  scene.decal(faces[key] ?? null, onFace(faces.box, key, ...rect), color, {
    ...o,
    normal: NORMALS[key],
  })
}

/** A vertical prism over a footprint [x, z][] listed counter-clockwise (x right, z up the page). */
export function prism(
  scene: Scene,
  foot: readonly [number, number][],
  y0: number,
  y1: number,
  mat: Mat,
  o: FaceOptions = {},
) {
  const side = colorFor(mat, 'front')
  for (let i = 0; i < foot.length; i++) {
    const [ax, az] = foot[i] as [number, number]
    const [bx, bz] = foot[(i + 1) % foot.length] as [number, number]
    const len = Math.hypot(bx - ax, bz - az) || 1
    // Counter-clockwise (x right, z up the page): the outward normal is (dz, 0, -dx).
    const normal: V3 = [(bz - az) / len, 0, -(bx - ax) / len]
    scene.face(
      [
        [ax, y0, az],
        [bx, y0, bz],
        [bx, y1, bz],
        [ax, y1, az],
      ],
      side,
      { ...o, normal },
    )
  }
  const top = foot.map(([x, z]) => [x, y1, z] as V3)
  const topItem = scene.face(top, colorFor(mat, 'top'), { ...o, normal: [0, 1, 0] })
  const bottom = foot.map(([x, z]) => [x, y0, z] as V3)
  scene.face(bottom, colorFor(mat, 'bottom'), { ...o, normal: [0, -1, 0] })
  return topItem
}

/** Points of a circle (or ellipse) on the xz plane, counter-clockwise (x right, z up the page). */
export function ring(cx: number, cz: number, r: number, segments = 24, rz = r): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i < segments; i++) {
    const a = (i / segments) * Math.PI * 2
    out.push([cx + Math.cos(a) * r, cz + Math.sin(a) * rz])
  }
  return out
}

/** A vertical cylinder as a many-sided prism: its facets shade like a rounded surface. */
export function cylinder(
  scene: Scene,
  c: [number, number],
  r: number,
  y0: number,
  y1: number,
  mat: Mat,
  segments = 24,
) {
  return prism(scene, ring(c[0], c[1], r, segments), y0, y1, mat)
}

export { WORLD }
