import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../app/store';
import { BatchBanner } from './BatchBanner';
import { announceBatchFinished, dismissBatch, forgetBatches, resumeBatches, trackedBatches } from './batchStore';
import classes from './batch.module.css';
import { MY_RUNNING_BATCH_OPERATIONS } from './graphql';

/**
 * Mounted in the signed-in frame (spec 2 "a banner shown in the shell"): the progress of every
 * bulk operation the person started follows them from page to page, and after a reload the
 * operations still running come back.
 */
export function BatchBannerHost() {
  const { t } = useTranslation('shell');
  const batches = useStoreValue(trackedBatches);
  const running = useQuery(MY_RUNNING_BATCH_OPERATIONS, { fetchPolicy: 'network-only' });
  const operations = running.data?.myRunningBatchOperations;
  useEffect(() => {
    if (operations) resumeBatches(operations);
  }, [operations]);
  // Signing out leaves the frame: the next person must not see these.
  useEffect(() => () => forgetBatches(), []);

  if (batches.length === 0) return null;
  return (
    <section className={classes.stack} aria-label={t('batch.region')}>
      {batches.map((batch) => (
        <div key={batch.operationId} className={classes.card}>
          <BatchBanner batch={batch} onClose={() => dismissBatch(batch.operationId)} onFinished={(state) => announceBatchFinished(batch, state)} />
        </div>
      ))}
    </section>
  );
}
