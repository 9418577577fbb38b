import { z } from 'zod';

/** A call that takes no query: strict, so nothing (a member id, say) can be slipped in (S-20). */
export const emptyQuerySchema = z.strictObject({});

/** A call that answers only whether it worked: the envelope's value is null. */
export const noValueSchema = z.null();

/** A yes-or-no answer. */
export const booleanValueSchema = z.boolean();
