import { chatLanguage, type LaunchChat } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';

export interface ChatService {
  enabled: boolean;
  urlTemplate: string | null;
}

export interface ChatRequest {
  username: string;
  language: string;
  backUrl: string;
  /** The host the call came to: an absolute back URL must stay on it. */
  host: string;
}

/** An absolute back URL on another site would make the chat service an open redirect. */
function sameSite(backUrl: string, host: string): boolean {
  if (backUrl.startsWith('/')) return true;
  try {
    // Through URL on both sides, so a default port (localhost:80) compares equal to none.
    return new URL(backUrl).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}

/**
 * R-API-80: the chat URL of the operator's service, its template filled with the member, the
 * language (R-MSG-12) and the back URL, each URL-encoded. Refused while CBS3 is off; a missing
 * template answers URL_EMPTY like a vendor without a launch URL.
 */
export function launchChat(service: ChatService, request: ChatRequest): LaunchChat {
  if (!service.enabled) throw new AppError('NO_PERMISSION');
  if (!sameSite(request.backUrl, request.host)) throw new AppError('VALIDATION_ERROR', { field: 'backUrl' });
  if (!service.urlTemplate) throw new AppError('URL_EMPTY');
  const values: Record<string, string> = {
    member: request.username,
    language: chatLanguage(request.language),
    backUrl: request.backUrl,
  };
  const chatUrl = service.urlTemplate.replace(/\{(member|language|backUrl)\}/gu, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  return { chatUrl };
}
