import './styles';
import { useCallback, useState } from 'react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Text, Tooltip, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickDashboardText } from '@seedbed/contracts/dashboard';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { Dialog } from '../../../ui/dialog/Dialog';
import { confirm, useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { ALL_DASHBOARD_WIDGETS, DELETE_DASHBOARD_WIDGET, MOVE_DASHBOARD_WIDGET, WIDGET_LISTS, type DashboardWidget } from '../texts/graphql';
import { WidgetForm } from './WidgetForm';
import classes from '../home.module.css';

const PHONE_QUERY = `(max-width: ${em(575.98)})`;

type Mode = { kind: 'list' } | { kind: 'form'; widget: DashboardWidget | null };

interface CustomiseDashboardDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Organisation admins arrange the texts of the home page (spec 3 §3 "Dashboard widgets: text"):
 * add, edit, delete and reorder them, each for the role types chosen.
 */
export function CustomiseDashboardDialog({ opened, onClose }: CustomiseDashboardDialogProps) {
  const { t } = useTranslation('home');
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  const showList = () => {
    setDirty(false);
    setMode({ kind: 'list' });
  };
  // Going back to the list from a changed form asks first, as closing the dialog does.
  const back = async () => {
    if (
      dirty &&
      !(await confirm({
        title: t('common:feedback.discardTitle'),
        message: t('common:feedback.discardMessage'),
        confirmLabel: t('common:feedback.discard'),
        cancelLabel: t('common:feedback.keepEditing'),
      }))
    )
      return;
    showList();
  };
  const close = () => {
    showList();
    onClose();
  };

  const title = mode.kind === 'list' ? t('customise.title') : mode.widget ? t('customise.form.editTitle') : t('customise.form.addTitle');

  return (
    <Dialog opened={opened} onClose={close} dirty={mode.kind === 'form' && dirty} title={title} size="lg" fullScreen={phone}>
      {mode.kind === 'list' ? (
        <WidgetList onAdd={() => setMode({ kind: 'form', widget: null })} onEdit={(widget) => setMode({ kind: 'form', widget })} />
      ) : (
        <WidgetForm widget={mode.widget} onDone={showList} onCancel={() => void back()} onDirtyChange={onDirtyChange} />
      )}
    </Dialog>
  );
}

function WidgetList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (widget: DashboardWidget) => void }) {
  const { t, i18n } = useTranslation('home');
  const { incubator } = useTenant();
  const errorMessage = useErrorMessage();
  const ask = useConfirm();
  const { data, error, refetch } = useQuery(ALL_DASHBOARD_WIDGETS, { fetchPolicy: 'cache-and-network' });
  const [move, moving] = useMutation(MOVE_DASHBOARD_WIDGET, { refetchQueries: WIDGET_LISTS, context: { showsOwnError: true } });
  const [remove] = useMutation(DELETE_DASHBOARD_WIDGET, { refetchQueries: WIDGET_LISTS, context: { showsOwnError: true } });
  const widgets = data?.dashboardWidgets ?? [];
  const titleOf = (widget: DashboardWidget) => pickDashboardText(widget.title, i18n.language, incubator?.defaultLanguage);
  const audience = (widget: DashboardWidget) => (widget.roleTypes.length ? widget.roleTypes.map((type) => t(`common:roles.${type}`)).join(', ') : t('customise.everyone'));

  const moveTo = (widget: DashboardWidget, position: number) => {
    move({ variables: { widgetId: widget._id, position } }).catch((failure: unknown) => showError(errorMessage(failure)));
  };
  const onDelete = async (widget: DashboardWidget) => {
    if (!(await ask({ title: t('customise.deleteTitle'), message: t('customise.deleteMessage', { title: titleOf(widget) }), confirmLabel: t('customise.delete') }))) return;
    try {
      await remove({ variables: { widgetId: widget._id } });
      showSuccess(t('customise.deleted'));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  if (error && !data) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('widgets.loadFailed')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void refetch()}>
            {t('common:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('customise.intro')}
      </Text>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('customise.add')}
        </Button>
      </Group>
      {!data ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : widgets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('customise.empty')}
        </Text>
      ) : (
        <ol className={classes.list} aria-label={t('customise.listLabel')}>
          {widgets.map((widget, index) => {
            const name = titleOf(widget);
            return (
              <li key={widget._id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} truncate>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('customise.shownTo', { roles: audience(widget) })}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('customise.moveUp')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('customise.moveUpNamed', { title: name })}
                        disabled={index === 0 || moving.loading}
                        onClick={() => moveTo(widget, index - 1)}
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('customise.moveDown')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('customise.moveDownNamed', { title: name })}
                        disabled={index === widgets.length - 1 || moving.loading}
                        onClick={() => moveTo(widget, index + 1)}
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('customise.edit')}>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('customise.editNamed', { title: name })} onClick={() => onEdit(widget)}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('customise.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('customise.deleteNamed', { title: name })} onClick={() => void onDelete(widget)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </li>
            );
          })}
        </ol>
      )}
    </Stack>
  );
}
