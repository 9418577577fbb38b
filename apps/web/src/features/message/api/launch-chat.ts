import { chatLanguage, type Language, messageEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** R-MSG-12: asks the server for the chat URL of this member, coming back to `backUrl`. */
export function launchChat(language: Language, backUrl: string, title: string, headerColor: string) {
  return callEndpoint(messageEndpoints.launchChat, {
    query: { b2c: '1', language: chatLanguage(language), backUrl, headerColor, title, module: 'CBS3' },
  });
}
