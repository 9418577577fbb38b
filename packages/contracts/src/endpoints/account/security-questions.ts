import type { EndpointSpec } from '../../endpoint.js';

export const securityQuestions = {
  method: 'GET',
  path: '/wps/member/securityQuestions',
  access: 'member',
  tags: ['member'],
  query: 'securityQuestionsQuerySchema',
  response: 'securityQuestionListSchema',
} as const satisfies EndpointSpec;
