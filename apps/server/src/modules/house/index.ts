export { crashCatalogueFeed, houseCatalogueFeed } from './catalogue.js';
