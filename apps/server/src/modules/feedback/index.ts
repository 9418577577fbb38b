export { findFeedback, listFeedback } from './feedback-repository.js';
export { diskFeedbackStorage, type FeedbackStorage } from './feedback-storage.js';
export { feedbackRoutes } from './routes.js';
