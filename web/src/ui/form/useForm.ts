import { useState, type ChangeEvent, type FormEvent } from 'react';

/** A check on one field; it may read the other values (a confirmation field, a date range). */
export type Rule<V, T = unknown> = (value: T, values: V) => string | undefined;
export type Rules<V> = { [K in keyof V]?: Array<Rule<V, V[K]>> };
export type FormErrors<V> = Partial<Record<keyof V, string>>;

type InputEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** Props a field takes from the form: spread them onto a field of ./fields or a Mantine input. */
export interface FieldProps<T> {
  name: string;
  value: T;
  /** Takes the input's change event (text inputs) or the new value (select, date, number). */
  onChange: (next: T | InputEvent) => void;
  /** Marks the field touched: from then on its error shows. */
  onBlur: () => void;
  /** Already withheld until the field is touched. */
  error: string | undefined;
}

function isInputEvent(value: unknown): value is InputEvent {
  return typeof value === 'object' && value !== null && 'nativeEvent' in value && 'currentTarget' in value;
}

/** Form values are plain data (text, numbers, dates, lists): equal when they serialise alike. */
function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function validate<V extends object>(values: V, rules: Rules<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(rules) as Array<keyof V>) {
    const message = rules[name]?.map((rule) => rule(values[name], values)).find(Boolean);
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * Form state for every screen: values, touched flags and rule checks. Spec 1 §5: a field
 * shows its error only once touched; submitting touches every field.
 */
export function useForm<V extends object>(initial: V, rules: Rules<V> = {}) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const errors = validate(values, rules);

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function touch(name: keyof V) {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }

  function field<K extends keyof V>(name: K): FieldProps<V[K]> {
    return {
      name: String(name),
      value: values[name],
      onChange: (next) => setValue(name, (isInputEvent(next) ? next.currentTarget.value : next) as V[K]),
      onBlur: () => touch(name),
      error: touched[name] ? errors[name] : undefined,
    };
  }

  /** For a checkbox or switch, whose state is `checked` rather than `value`. */
  function checkbox<K extends keyof V>(name: K) {
    return {
      name: String(name),
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(name, event.currentTarget.checked as V[K]);
        touch(name);
      },
      error: touched[name] ? errors[name] : undefined,
    };
  }

  /** Touches every field, then calls `onValid` only when no rule objects. */
  function handleSubmit(onValid: (values: V) => void | Promise<void>) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      const names = new Set([...Object.keys(values), ...Object.keys(rules)]);
      setTouched(Object.fromEntries([...names].map((name) => [name, true])) as Record<keyof V, boolean>);
      if (Object.keys(errors).length === 0) void onValid(values);
    };
  }

  function reset(next: V = initial) {
    setValues(next);
    setTouched({});
  }

  return {
    values,
    errors,
    touched,
    /** The values differ from those the form started with: closing would lose them. */
    dirty: !sameValues(values, initial),
    isValid: Object.keys(errors).length === 0,
    field,
    checkbox,
    setValue,
    setValues,
    touch,
    handleSubmit,
    reset,
  };
}
