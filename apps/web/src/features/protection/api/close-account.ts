import { accountEndpoints, type CloseAccountBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

/** Closes the member's own account (issue 16); the server ends every session with it. */
export const closeAccount = (body: CloseAccountBody) => callEndpoint(accountEndpoints.closeAccount, { body });

export const useCloseAccount = () => useMutation({ mutationFn: closeAccount, meta: HANDLES_ERRORS });
