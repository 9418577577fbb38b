import type { EndpointSpec } from '../../endpoint.js';

export const chosenSecurityQuestions = {
  method: 'GET',
  path: '/wps/member/customerSecurityQuestions',
  access: 'member',
  tags: ['member'],
  response: 'customerSecurityQuestionsSchema',
} as const satisfies EndpointSpec;
