import '../styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FORM_KINDS } from '@seedbed/contracts/forms';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { FORMS, IMPORT_FORM, type FormFilterInput, type FormRowData } from '../graphql';
import { builderPath, localized } from '../shared/formText';
import { CreateFormDialog } from './CreateFormDialog';
import { FormRowMenu } from './FormRowMenu';
import { FormStatus } from './FormStatus';

const PAGE_SIZE = 25;
type Archive = 'active' | 'archived';

export function formsFilter(search: string, kind: string | null, archive: Archive): FormFilterInput {
  const filter: FormFilterInput = { archived: archive === 'archived' };
  if (search.trim()) filter.search = search.trim();
  if (kind) filter.kind = kind;
  return filter;
}

/** /forms/management/new: the list with the creation dialog open (the Create menu's Form entry). */
export function NewFormPage() {
  return <FormsPage creating />;
}

/** /forms/management: the forms the viewer may manage, to build, share, duplicate, archive or delete. */
export function FormsPage({ creating = false }: { creating?: boolean }) {
  const { t, i18n } = useTranslation('forms');
  usePageTitle(t('titles.management'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [kind, setKind] = useState<string | null>(null);
  const [archive, setArchive] = useState<Archive>('active');
  const filter = useMemo(() => formsFilter(debounced, kind, archive), [debounced, kind, archive]);
  const list = usePagedList(
    async (cursor) => (await client.query({ query: FORMS, variables: { filter, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.forms,
    JSON.stringify(filter),
  );

  // Spec 1 §2.10: Create → Form arrives at /forms/management/new (or with create=true) and opens the dialog.
  const { requested, clear } = useCreateRequest();
  const [dialogOpen, setDialogOpen] = useState(creating);
  useEffect(() => {
    if (requested) setDialogOpen(true);
  }, [requested]);
  const closeDialog = () => {
    setDialogOpen(false);
    if (requested) clear();
    if (creating) void navigate('/forms/management', { replace: true });
  };

  const fileInput = useRef<HTMLInputElement>(null);
  const [importForm] = useMutation(IMPORT_FORM);
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const answer = await importForm({ variables: { data: await file.text() } });
      if (answer.data) {
        showSuccess(t('management.imported', { title: localized(answer.data.importForm.title, i18n.language) }));
        void navigate(builderPath(answer.data.importForm._id));
      }
    } catch {
      // The app-wide toast has said why.
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('titles.management')}
          </Title>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => fileInput.current?.click()}>
              {t('management.importFile')}
            </Button>
            <VisuallyHidden>
              <input
                ref={fileInput}
                type="file"
                accept="application/json,.json"
                tabIndex={-1}
                aria-label={t('management.importFile')}
                onChange={(e) => void importFile(e.currentTarget.files?.[0])}
              />
            </VisuallyHidden>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialogOpen(true)}>
              {t('management.create')}
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '3 1 220px' }}
              type="search"
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Select
              style={{ flex: '1 1 160px' }}
              label={t('filters.kind')}
              placeholder={t('filters.allKinds')}
              data={FORM_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              value={kind}
              onChange={setKind}
              clearable
            />
            <Select
              style={{ flex: '1 1 140px' }}
              label={t('filters.status')}
              data={(['active', 'archived'] as const).map((value) => ({ value, label: t(`filters.${value}`) }))}
              value={archive}
              onChange={(value) => value && setArchive(value as Archive)}
              allowDeselect={false}
            />
          </Group>
        </Paper>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.loading && list.rows.length === 0 ? '\u00a0' : t('management.count', { count: list.totalCount })}
        </Text>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={760} type="native">
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="forms-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.title')}</Table.Th>
                <Table.Th>{t('columns.kind')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.answers')}</Table.Th>
                <Table.Th>{t('columns.updated')}</Table.Th>
                <Table.Th>{t('columns.owner')}</Table.Th>
                <Table.Th w={50}>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.rows.map((form) => (
                <FormTableRow key={form._id} form={form} onChange={(next) => list.patch(form._id, next ? () => next : null)} onReload={() => void list.reload()} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('management.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
      <CreateFormDialog
        opened={dialogOpen}
        onClose={closeDialog}
        onCreated={(form) => {
          setDialogOpen(false);
          if (requested) clear();
          showSuccess(t('management.created', { title: localized(form.title, i18n.language) }));
          void navigate(builderPath(form._id));
        }}
      />
    </Container>
  );
}

function FormTableRow({ form, onChange, onReload }: { form: FormRowData; onChange: (form: FormRowData | null) => void; onReload: () => void }) {
  const { t, i18n } = useTranslation('forms');
  const title = localized(form.title, i18n.language) || t('management.untitled');
  return (
    <Table.Tr data-testid="form-row">
      <Table.Td>
        {form.canEdit ? (
          <Anchor component={Link} to={builderPath(form._id)} fw={500} dir="auto">
            {title}
          </Anchor>
        ) : (
          <Text fw={500} dir="auto">
            {title}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color="gray">
          {t(`kinds.${form.kind}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <FormStatus form={form} />
      </Table.Td>
      <Table.Td>{form.submissionCount}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(form.updatedAt))}</Table.Td>
      <Table.Td>
        <Text size="sm">{form.createdBy?.fullName ?? ''}</Text>
      </Table.Td>
      <Table.Td>{form.canEdit && <FormRowMenu form={form} title={title} onChange={onChange} onReload={onReload} />}</Table.Td>
    </Table.Tr>
  );
}
