export { deleteHelpItem, listHelpItems } from './help-repository.js';
export { contentRoutes } from './routes.js';
export { type HelpItemInput, helpItemInputSchema, saveHelpItem } from './save-help-item.js';
