import type { EndpointSpec } from '../../endpoint.js';

export const saveSecurityAnswers = {
  method: 'POST',
  path: '/wps/member/customerSecurityQuestions',
  access: 'real-member',
  tags: ['member'],
  body: 'securityAnswersBodySchema',
  response: 'customerSecurityQuestionsSchema',
} as const satisfies EndpointSpec;
