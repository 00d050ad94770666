import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../../app/store';
import { useShellUser } from '../../../shell/user/useShellUser';
import { Dialog } from '../../../ui/dialog/Dialog';
import { confirm } from '../../../ui/feedback/confirm';
import { METRICS_CHECKER } from './graphql';
import { fillRequests, markPromptShown, promptShown } from './promptState';

// The forms download when the founder chooses to fill them, not with every page.
const CategorizationDialog = lazy(async () => ({ default: (await import('./CategorizationDialog')).CategorizationDialog }));
const FounderMetricsForm = lazy(async () => ({ default: (await import('./FounderMetricsForm')).FounderMetricsForm }));

/** Spec 2 §4: where the prompt stands. */
export type PromptStep = null | 'CATEGORIZATION' | 'METRICS' | 'CLOSED';

/**
 * The metrics prompt (spec 2 §4), mounted in the signed-in frame: for a cofounder of a startup, a
 * confirmation 'You have metrics to update' whose 'Fill now' opens the categorization
 * questionnaire or the metrics form, whichever the server says is pending. Once shown it stays
 * away for the browser session, unless the categorization is still to be done.
 */
export function MetricsChecker() {
  const { user } = useShellUser();
  const startupId = user?.roleType === 'cofounder' && user.flags.dataCollection ? user.startupIds[0] : undefined;
  if (!user || !startupId) return null;
  return <Checker userId={user._id} startupId={startupId} />;
}

function Checker({ userId, startupId }: { userId: string; startupId: string }) {
  const { t } = useTranslation('metrics');
  const { data, refetch } = useQuery(METRICS_CHECKER, { variables: { startupId }, fetchPolicy: 'network-only' });
  const [step, setStep] = useState<PromptStep>(null);
  const [open, setOpen] = useState(false);
  const asked = useRef(false);
  const phone = useMediaQuery('(max-width: 575.98px)');
  const fill = useStoreValue(fillRequests);
  const firstFill = useRef(fill);

  const pending = data?.pendingDataForm ?? null;
  const complete = data?.startup?.initialCategorizationComplete ?? false;

  useEffect(() => {
    if (!data) return;
    setStep((current) => {
      if (current === 'CLOSED' && !open) return current;
      if (!open && promptShown(userId) && complete) return 'CLOSED';
      return (pending?.type as PromptStep) ?? null;
    });
  }, [data, pending?.type, complete, open, userId]);

  // Closing after the last form was done: nothing more to ask.
  useEffect(() => {
    if (open && data && !pending) setOpen(false);
  }, [open, data, pending]);

  useEffect(() => {
    if ((step !== 'CATEGORIZATION' && step !== 'METRICS') || asked.current || open) return;
    asked.current = true;
    markPromptShown(userId);
    void confirm({
      title: t('founder.prompt.title'),
      message: t('founder.prompt.message'),
      confirmLabel: t('founder.prompt.fill'),
      cancelLabel: t('founder.prompt.skip'),
      color: 'blue',
    }).then((fillNow) => {
      if (fillNow) setOpen(true);
      else setStep('CLOSED');
    });
  }, [step, open, userId, t]);

  // The home widget's 'Fill now'.
  useEffect(() => {
    if (fill === firstFill.current) return;
    firstFill.current = fill;
    void refetch().then(() => setOpen(true));
  }, [fill, refetch]);

  const skip = () => {
    markPromptShown(userId);
    setOpen(false);
    setStep('CLOSED');
  };
  const done = () => void refetch();

  if (!open || !pending) return null;
  return (
    <Suspense fallback={null}>
      {pending.type === 'CATEGORIZATION' ? (
        <CategorizationDialog categorizationId={pending.id} opened onClose={skip} onDone={done} />
      ) : (
        <Dialog opened onClose={skip} title={t('founder.formTitle')} size="xl" fullScreen={phone}>
          <FounderMetricsForm startupId={startupId} onSubmitted={done} />
        </Dialog>
      )}
    </Suspense>
  );
}
