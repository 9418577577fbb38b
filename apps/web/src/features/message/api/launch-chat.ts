import { chatLanguage, type Language, type LaunchChat } from '@app/contracts';
import { apiGet } from '../../../shared/lib/api-client';

/** R-MSG-12: asks the server for the chat URL of this member, coming back to `backUrl`. */
export function launchChat(language: Language, backUrl: string, title: string, headerColor: string) {
  return apiGet<LaunchChat>('/wps/relay/CBS_launchChat', {
    b2c: 1,
    language: chatLanguage(language),
    backUrl,
    headerColor,
    title,
    module: 'CBS3',
  });
}
