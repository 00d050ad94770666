import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { DELETE_PROGRAM } from '../graphql';

/** Deletes a programme after asking; resolves true once it is gone. */
export function useDeleteProgram() {
  const { t } = useTranslation('startups');
  const [deleteProgram] = useMutation(DELETE_PROGRAM);
  return async (program: { _id: string; name: string }): Promise<boolean> => {
    const ok = await confirm({
      title: t('programs.deleteTitle'),
      message: t('programs.deleteConfirm', { name: program.name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return false;
    try {
      await deleteProgram({ variables: { programId: program._id } });
      showSuccess(t('programs.deleted', { name: program.name }));
      return true;
    } catch {
      // The app-wide toast has said why.
      return false;
    }
  };
}

/** A programme's dates as one phrase: both, one of them, or nothing. */
export function programPeriod(t: TFunction<'startups'>, start: string | null, end: string | null): string | null {
  if (start && end) return t('programs.period', { start, end });
  if (start) return t('programs.from', { start });
  if (end) return t('programs.until', { end });
  return null;
}
