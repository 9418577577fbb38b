import type { FieldMessage } from '@app/contracts';
import { useRef, useState } from 'react';

export type FieldMessages<F extends string> = Partial<Record<F, FieldMessage>>;

interface Options<F extends string> {
  initialValues: Record<F, string>;
  /** The message for one field given all the values, or null when it passes. */
  check(field: F, values: Record<F, string>): FieldMessage | null;
}

/** What a field component needs: its value, its message under it, and a ref so it can take the focus. */
export interface BoundField {
  name: string;
  value: string;
  message: FieldMessage | undefined;
  onChange(value: string): void;
  onBlur(): void;
  inputRef(element: HTMLInputElement | null): void;
}

/** Values, messages under the fields, and focus, for the account forms. */
export function useFormFields<F extends string>({ initialValues, check }: Options<F>) {
  const [values, setValues] = useState(initialValues);
  const [messages, setMessages] = useState<FieldMessages<F>>({});
  const inputs = useRef(new Map<F, HTMLInputElement>());
  // Messages set from outside (the server's) stay until the value changes or the form is checked
  // again: leaving the field must not take away "Incorrect account or password".
  const kept = useRef(new Set<F>());

  const showMessage = (field: F, message: FieldMessage | null) =>
    setMessages((current) => ({ ...current, [field]: message ?? undefined }));

  const setMessage = (field: F, message: FieldMessage | null) => {
    if (message) kept.current.add(field);
    else kept.current.delete(field);
    showMessage(field, message);
  };

  /** Checks the fields in the order given, shows their messages, and returns the first that fails. */
  const validate = (fields: readonly F[], current: Record<F, string> = values): F | null => {
    const next: FieldMessages<F> = { ...messages };
    let firstInvalid: F | null = null;
    for (const field of fields) {
      kept.current.delete(field);
      const message = check(field, current);
      next[field] = message ?? undefined;
      if (message && firstInvalid === null) firstInvalid = field;
    }
    setMessages(next);
    return firstInvalid;
  };

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message already showing follows the typing, so it goes as soon as the value is right.
    kept.current.delete(field);
    if (messages[field]) showMessage(field, check(field, { ...values, [field]: value }));
  };

  const focus = (field: F) => inputs.current.get(field)?.focus();

  const bind = (field: F): BoundField => ({
    name: field,
    value: values[field],
    message: messages[field],
    onChange: (value) => setValue(field, value),
    // An empty field is left alone until submit: tapping through a form should not fill it with errors.
    onBlur: () => {
      if (values[field] !== '' && !kept.current.has(field)) showMessage(field, check(field, values));
    },
    inputRef: (element) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
  });

  return { values, setValue, messages, setMessage, validate, focus, bind };
}
