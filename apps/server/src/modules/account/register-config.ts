import { type FieldConfig, REGISTER_FIELDS, type RegisterField } from '@app/contracts';

export type RegisterConfig = Record<RegisterField, FieldConfig>;

const on = (required: boolean): FieldConfig => ({ enabled: true, required, regExp: null });
const off: FieldConfig = { enabled: false, required: false, regExp: null };

/** What a new site asks for until the operator changes it (R-REG-04, designed). */
export const DEFAULT_REGISTER_FIELDS: Partial<RegisterConfig> = {
  username: on(true),
  password: on(true),
  confirmPassword: on(true),
  mobileNum: on(false),
  affiliateCode: on(false),
  captcha: on(true),
};

/** The operator's stored fields over the defaults; every field present, unknown keys dropped. */
export function resolveRegisterConfig(stored: Partial<Record<string, FieldConfig>>): RegisterConfig {
  const entries = REGISTER_FIELDS.map((field) => [
    field,
    stored[field] ?? DEFAULT_REGISTER_FIELDS[field] ?? off,
  ]);
  const config = Object.fromEntries(entries) as RegisterConfig;
  // A username account cannot exist without its name and password, whatever was stored.
  for (const field of ['username', 'password'] as const)
    config[field] = { ...config[field], enabled: true, required: true };
  return config;
}
