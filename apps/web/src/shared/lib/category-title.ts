import { type MessageKey, messageKeyOf } from '../../i18n';

/** The title of a game category (`title_category_rng` …); a category EN does not name reads as "Games". */
export const categoryTitleKey = (category: string): MessageKey =>
  messageKeyOf(`title_category_${category.toLowerCase()}`, 'title_category_all');
