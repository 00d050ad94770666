import { ActionIcon, Alert, Anchor, Badge, Button, Card, ColorSwatch, Group, Menu, Stack, Text } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconCopy, IconDots, IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EMAIL_TEMPLATES_PAGE_SIZE } from '@seedbed/contracts/email-templates';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { CREATE_DESIGN, DELETE_DESIGN, DESIGNS, DUPLICATE_DESIGN, SET_DEFAULT_DESIGN, type DesignData } from '../graphql';
import { EMAIL_TEMPLATE_PATHS } from '../paths';
import { designFromBranding, toDesignInput } from './designForm';

/** The designs by name, the default marked; a new one starts from the organisation's branding and opens in the editor. */
export function DesignsTab() {
  const { t } = useTranslation('emailTemplates');
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { incubator } = useTenant();
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: DESIGNS, variables: { cursor, limit: EMAIL_TEMPLATES_PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.emailTemplates;
    return page && { results: page.results, next: page.next ?? null, totalCount: 0 };
  }, 'designs');
  const [create, created] = useMutation(CREATE_DESIGN);

  const add = async () => {
    try {
      const design = (await create({ variables: { data: toDesignInput(designFromBranding(incubator, t('designs.newName'))) } })).data?.createEmailTemplate;
      if (design) navigate(EMAIL_TEMPLATE_PATHS.design(design._id));
    } catch {
      // The app-wide notice has said why.
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed" size="sm" maw={640}>
          {t('designs.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void add()} loading={created.loading}>
          {t('designs.create')}
        </Button>
      </Group>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {!list.loading && !list.error && list.rows.length === 0 ? (
        <Alert color="gray" title={t('designs.emptyTitle')}>
          {t('designs.empty')}
        </Alert>
      ) : null}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.rows.map((design) => (
          <DesignRow key={design._id} design={design} onReload={() => void list.reload()} onRemoved={() => list.patch(design._id, null)} />
        ))}
      </Stack>
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </Stack>
  );
}

function DesignRow({ design, onReload, onRemoved }: { design: DesignData; onReload: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('emailTemplates');
  const [setDefault] = useMutation(SET_DEFAULT_DESIGN);
  const [duplicate] = useMutation(DUPLICATE_DESIGN);
  const [remove] = useMutation(DELETE_DESIGN);
  const name = design.name;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showSuccess(done);
      onReload();
    } catch {
      // The app-wide notice has said why.
    }
  };
  const del = async () => {
    const ok = await confirm({
      title: t('designs.deleteTitle'),
      message: t(design.isDefault ? 'designs.deleteDefaultConfirm' : 'designs.deleteConfirm', { name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: design._id } });
      showSuccess(t('designs.deleted', { name }));
      if (design.isDefault) onReload();
      else onRemoved();
    } catch {
      // The app-wide notice has said why.
    }
  };

  return (
    <Card component="li" withBorder p="sm" data-testid="design-row">
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Group gap={4} wrap="nowrap" aria-hidden>
            <ColorSwatch color={design.headerBackgroundColor} size={22} />
            <ColorSwatch color={design.brandColor} size={22} />
          </Group>
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={EMAIL_TEMPLATE_PATHS.design(design._id)} fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Anchor>
            {design.isDefault ? (
              <Badge variant="light" color="teal" size="sm" w="fit-content">
                {t('designs.default')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('designs.actionsFor', { name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={EMAIL_TEMPLATE_PATHS.design(design._id)} leftSection={<IconPencil size={16} aria-hidden />}>
              {t('actions.edit')}
            </Menu.Item>
            {!design.isDefault ? (
              <Menu.Item
                leftSection={<IconStar size={16} aria-hidden />}
                onClick={() => void run(() => setDefault({ variables: { id: design._id } }), t('designs.madeDefault', { name }))}
              >
                {t('designs.makeDefault')}
              </Menu.Item>
            ) : null}
            <Menu.Item
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => void run(() => duplicate({ variables: { id: design._id, name: t('designs.copyName', { name }).slice(0, 120) } }), t('designs.duplicated', { name }))}
            >
              {t('designs.duplicate')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void del()}>
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
