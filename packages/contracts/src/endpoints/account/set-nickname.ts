import type { EndpointSpec } from '../../endpoint.js';

export const setNickname = {
  method: 'POST',
  path: '/wps/member/info/nickname',
  access: 'member',
  tags: ['member'],
  body: 'nicknameBodySchema',
  encoding: 'form',
  response: 'nicknameValueSchema',
} as const satisfies EndpointSpec;
