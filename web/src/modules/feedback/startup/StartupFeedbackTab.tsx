import { useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { useStartupFile } from '../../startupFile/StartupFileContext';
import { FEEDBACK_REQUESTS } from '../graphql';
import { CreateRequestDialog } from '../management/CreateRequestDialog';
import { RequestRow } from '../management/RequestRow';
import { SummaryView } from '../summary/SummaryView';

/** The startup file's feedback section: what was asked about this startup, its progress and answers. */
export function StartupFeedbackTab({ startupId }: { startupId: string }) {
  const { t } = useTranslation('feedback');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const startup = useStartupFile();
  const { user } = useShellUser();
  const mayCreate = Boolean(user?.permissions['FEEDBACK_REQUEST:CREATE']);
  const filter = useMemo(() => ({ subjectKind: 'startup', subjectId: startupId }), [startupId]);
  const list = usePagedList(
    async (cursor) => (await client.query({ query: FEEDBACK_REQUESTS, variables: { filter, cursor, limit: 10 }, fetchPolicy: 'network-only' })).data?.feedbackRequests,
    startupId,
  );
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  // Answers are summed up only for those who may read them (FEEDBACK_ANSWER:VIEW or the form's editors).
  const readable = list.rows.filter((r) => r.viewerCanViewAnswers);
  const shown = readable.find((r) => r._id === chosen) ?? readable[0];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t('tab.title')}
        </Title>
        {mayCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('tab.ask')}
          </Button>
        ) : null}
      </Group>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.rows.map((request) => (
          <RequestRow key={request._id} request={request} onDeleted={() => list.patch(request._id, null)} />
        ))}
      </Stack>
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('tab.empty', { name: startup.name })}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      {shown ? (
        <Stack gap="sm" component="section" aria-labelledby="startup-feedback-summary">
          <Group justify="space-between" wrap="wrap" align="flex-end">
            <Title order={3} size="h4" id="startup-feedback-summary">
              {t('summary.title')}
            </Title>
            {readable.length > 1 ? (
              <Select
                label={t('tab.summaryOf')}
                data={readable.map((r) => ({ value: r._id, label: r.title }))}
                value={shown._id}
                onChange={setChosen}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
          </Group>
          <SummaryView key={shown._id} formId={shown.formId} requestId={shown._id} />
        </Stack>
      ) : null}
      <CreateRequestDialog
        opened={creating}
        onClose={() => setCreating(false)}
        startup={{ id: startupId, name: startup.name }}
        onCreated={(request) => {
          setCreating(false);
          showSuccess(t('create.sent', { title: request.title }));
          void list.reload();
        }}
      />
    </Stack>
  );
}
