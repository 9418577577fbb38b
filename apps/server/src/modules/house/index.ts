export { houseCatalogueFeed } from './catalogue.js';
export { houseRoutes } from './routes.js';
