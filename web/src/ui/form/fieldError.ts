/**
 * Spec 1 §5: a field shows its error only once touched, and only a string error. `touched`
 * left out means the caller already withheld the error (as `useForm().field()` does).
 */
export function visibleError(error: unknown, touched: boolean | undefined = true): string | undefined {
  return touched && typeof error === 'string' && error !== '' ? error : undefined;
}
