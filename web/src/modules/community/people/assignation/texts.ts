import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AssignProblem } from './assignation';

/** What stops an assignment, in the reader's language. */
export function problemText(t: TFunction<'communityPeople'>, problem: NonNullable<AssignProblem>): string {
  return 'max' in problem ? t(`assign.problems.${problem.key}`, { max: problem.max }) : t(`assign.problems.${problem.key}`);
}

/** Names as a sentence lists them in the reader's language ("Ada, Bea and Cyd"); past a few, how many more. */
export function useNameList(shown = 3) {
  const { t, i18n } = useTranslation('communityPeople');
  return useCallback(
    (names: readonly string[]) => {
      const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
      if (names.length <= shown) return list.format(names);
      return list.format([...names.slice(0, shown), t('assign.more', { count: names.length - shown })]);
    },
    [i18n.language, t, shown],
  );
}
