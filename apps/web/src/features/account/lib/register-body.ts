import { REGISTER_FIELDS, type RegisterBody, type RegisterField } from '@app/contracts';
import type { RegisterMethod } from '../../../shared/lib/platform';
import { cleanValue, type RegisterFormField, type RegisterValues } from './register-fields';

interface Where {
  origin: string;
  host: string;
  registerMethod: RegisterMethod;
}

/**
 * The registration payload of R-REG-18: every field (empty when not asked for), `registerUrl` the
 * origin and `domain` the host, type 0, and the 21+ and terms confirmation (R-REG-09, R-REG-10),
 * with the date of birth and the PAGCOR confirmation (H-8).
 */
export function buildRegisterBody(
  values: RegisterValues,
  asked: readonly RegisterFormField[],
  dialingCode: string,
  where: Where,
  /** YYYY-MM-DD from the date-of-birth field (H-8); the form sends only once it is a valid date. */
  birthDate = '',
): RegisterBody {
  const fieldValue = (field: RegisterField) =>
    asked.includes(field) ? cleanValue(field, values[field]) : '';
  const fields = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, fieldValue(field)])) as Record<
    RegisterField,
    string
  >;
  return {
    ...fields,
    countryDialingCode: fields.mobileNum ? dialingCode : '',
    registerUrl: where.origin,
    domain: where.host,
    registerMethod: where.registerMethod,
    type: 0,
    agreeTerms: true,
    birthDate,
    // The PAGCOR confirmation: the form cannot be sent until it is ticked.
    notRestrictedPerson: true,
  };
}
