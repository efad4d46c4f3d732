// The state every text form of the app keeps: its values, the error shown under each field, and
// focus on the first invalid field. Validation itself stays with each form.
import { useRef, useState } from 'react';

/** An error text per field; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const hasErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;

/** The first field in `order` that has an error: the one to focus. */
export function firstInvalidField<Field extends string>(errors: FieldErrors<Field>, order: readonly Field[]): Field | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** Server field problems (ValidationError.fields) for the fields this form has; others are dropped. */
export function pickFieldErrors<Field extends string>(
  problems: readonly { field: string; message: string }[] | undefined,
  fields: readonly Field[],
): FieldErrors<Field> {
  const known = new Set<string>(fields);
  const pairs = (problems ?? []).filter(({ field }) => known.has(field)).map((p) => [p.field, p.message]);
  return Object.fromEntries(pairs) as FieldErrors<Field>;
}

/** `errors` without the entry of `field` (always a new object): typing into a field clears its error. */
export function withoutError<Field extends string>(errors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  const { [field]: _fixed, ...rest } = errors;
  return rest as FieldErrors<Field>;
}

/** A form's text values, one string per field. */
export type FormValues<Values> = { [Field in keyof Values]: string };

export interface FormFieldsOptions<Field extends string> {
  /** The fields in the order the form shows them: `showErrors` focuses the first invalid one. */
  order: readonly Field[];
  /** `maxLength` of every field, or one per field. */
  maxLength: number | Readonly<Record<Field, number>>;
}

/**
 * Values and field errors of a form of text fields. Spread `field(name)` into a `TextField` (label,
 * type, isRequired and the like stay at the call site) and put `formRef` on the `<form>`, whose
 * controls are found by `name` to move focus.
 */
export function useFormFields<Values extends FormValues<Values>>(
  initialValues: Values | (() => Values),
  { order, maxLength }: FormFieldsOptions<Extract<keyof Values, string>>,
) {
  type Field = Extract<keyof Values, string>;
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  /** The props of the text field `name`: typing sets its value and clears its error. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    errorMessage: fieldErrors[name],
    maxLength: typeof maxLength === 'number' ? maxLength : maxLength[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors((current) => withoutError(current, name));
    },
  });

  /** Moves focus to the control named `name` in `formRef`'s form, if there is one. */
  const focus = (name: Field | null) => {
    const element = name && formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  /** Shows `errors` (they replace the ones shown) and focuses the first invalid field. */
  const showErrors = (errors: FieldErrors<Field>) => {
    setFieldErrors(errors);
    focus(firstInvalidField(errors, order));
  };

  /** Shows the server's problems (ValidationError.fields) of this form's fields, as showErrors does. */
  const showServerErrors = (problems: readonly { field: string; message: string }[]) => showErrors(pickFieldErrors(problems, order));

  /** Back to the initial values, without errors. */
  const reset = () => {
    setValues(initial);
    setFieldErrors({});
  };

  return { formRef, values, fieldErrors, field, focus, showErrors, showServerErrors, setFieldErrors, reset };
}
