export { homeSearch } from './lib/page-type';
