export { type PickedImage, usePickedImages } from './hooks/use-picked-images';
