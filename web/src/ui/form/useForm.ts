import { useState, type ChangeEvent, type FormEvent } from 'react';

export type Rule<V> = (value: string, values: V) => string | undefined;
export type Rules<V> = { [K in keyof V]?: Array<Rule<V>> };

/**
 * A small form state: values, touched flags and rule checks. Spec 1 §5: a field shows its
 * error only once touched; submitting touches every field.
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});

  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(rules) as Array<keyof V>) {
    const message = rules[name]?.map((rule) => rule(values[name], values)).find(Boolean);
    if (message) errors[name] = message;
  }

  function field(name: keyof V) {
    return {
      name: String(name),
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: touched[name] ? errors[name] : undefined,
    };
  }

  function handleSubmit(onValid: (values: V) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<keyof V, boolean>);
      if (Object.keys(errors).length === 0) onValid(values);
    };
  }

  return { values, field, handleSubmit };
}
