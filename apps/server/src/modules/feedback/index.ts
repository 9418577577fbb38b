export { findFeedback, listFeedback } from './feedback-repository.js';
export { diskFeedbackStorage, type FeedbackStorage } from './feedback-storage.js';
