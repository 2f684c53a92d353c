// What the photo cards use of the project's form, which its declaration holds now
// (../collections/projects.tsx).
export {
  movePhoto,
  type PhotoCard,
  type ProjectValues,
  removePhoto,
  uploadCard,
} from '../collections/projects'
