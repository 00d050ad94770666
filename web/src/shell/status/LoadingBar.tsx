import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHasPendingOperations } from '../../app/apollo/status';
import classes from './LoadingBar.module.css';

/** Spec 1 §2.13/§4: a thin bar at the top while a mutation, a named operation or a page load runs. */
export function LoadingBar() {
  const { t } = useTranslation();
  const pending = useHasPendingOperations();
  const navigating = useNavigation().state !== 'idle';
  if (!pending && !navigating) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loading')} aria-busy="true" />;
}
