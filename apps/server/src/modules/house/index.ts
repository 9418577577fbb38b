export { houseCatalogueFeed } from './catalogue.js';
