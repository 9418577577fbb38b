import type { ChatModel } from '@app/contracts';

/** R-API-82: the operator's live-stream hosts, none while CBS3 is off. */
export function listChatModels(enabled: boolean, models: ChatModel[]): { list: ChatModel[] } {
  return { list: enabled ? models : [] };
}
