import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getErrorMessage } from '../../../app/apollo/errorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { useDayFormat } from '../founder/dayFormat';
import { MetricsForm } from '../founder/MetricsForm';
import { REPORT_LINK_FORM, SUBMIT_REPORT_LINK, type ReportLinkFormData } from './graphql';

const PAGE_WIDTH = 760;

/**
 * /metrics/report/:token: a reminder mail's link. The startup's founders report that one period
 * without signing in; the link is spent once it is reported. Any link that no longer opens a
 * form (expired, used, withdrawn, unknown) reads the same.
 */
export function ReportPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('metrics');
  const { data, error, loading } = useQuery(REPORT_LINK_FORM, { variables: { token }, fetchPolicy: 'network-only', context: { showsOwnError: true } });
  const [sent, setSent] = useState<ReportLinkFormData | null>(null);

  if (sent) return <ReportSent form={sent} />;
  if (loading && !data) {
    return (
      <PublicPage title={t('report.title')} width={PAGE_WIDTH}>
        <Loader aria-label={t('report.loading')} />
      </PublicPage>
    );
  }
  if (!data) {
    return (
      <PublicPage title={t('report.unavailableTitle')}>
        <Alert color="red" role="alert">
          {getErrorMessage(error, { networkError: t('common:networkError') })}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('report.signIn')}
        </Anchor>
      </PublicPage>
    );
  }
  return <ReportForm token={token} form={data.reportLinkForm} onSent={() => setSent(data.reportLinkForm)} />;
}

function ReportForm({ token, form, onSent }: { token: string; form: ReportLinkFormData; onSent: () => void }) {
  const { t } = useTranslation('metrics');
  const [submit] = useMutation(SUBMIT_REPORT_LINK, { context: { showsOwnError: true } });
  return (
    <PublicPage title={t('report.title')} width={PAGE_WIDTH}>
      <Text fw={600}>{t('report.intro', { startup: form.startup.name })}</Text>
      <MetricsForm periods={[form.period]} submit={(values) => submit({ variables: { token, data: values } })} onSubmitted={onSent} />
    </PublicPage>
  );
}

function ReportSent({ form }: { form: ReportLinkFormData }) {
  const { t } = useTranslation('metrics');
  const day = useDayFormat();
  return (
    <PublicPage title={t('report.thanksTitle')}>
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
        {t('report.thanks', { from: day(form.period.from), to: day(form.period.to) })}
      </Alert>
      <Text size="sm" c="dimmed">
        {form.startup.name}
      </Text>
    </PublicPage>
  );
}
