export { findFeedback, listFeedback } from './feedback-repository.js';
export { diskFeedbackStorage, type FeedbackStorage } from './feedback-storage.js';
export { checkImage } from './image-check.js';
export { FEEDBACK_FORM_LIMITS, readFeedbackForm } from './read-feedback-form.js';
