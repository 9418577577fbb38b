export { FeedbackBox } from './components/FeedbackBox';
export { type PickedImage, usePickedImages } from './hooks/use-picked-images';
