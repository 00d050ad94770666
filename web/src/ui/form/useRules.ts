import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRules, type FormRules } from './rules';

/** The global messages of spec 1 §5 in the interface language, for `useForm` rules. */
export function useRules(): FormRules {
  const { t } = useTranslation('validation');
  return useMemo(() => createRules(t), [t]);
}
