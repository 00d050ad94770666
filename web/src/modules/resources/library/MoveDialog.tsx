import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SelectField } from '../../../ui/form/SelectFields';
import type { ResourceItemData } from '../shared/graphql';
import { SECTION_CHOICES } from './graphql';

interface MoveDialogProps {
  /** The resource to move; none: closed. */
  resource: ResourceItemData | null;
  currentSectionId: string;
  onClose: () => void;
  onMove: (sectionId: string) => void;
}

/** Moves a resource to another section of the library, where it goes last. */
export function MoveDialog({ resource, currentSectionId, onClose, onMove }: MoveDialogProps) {
  const { t } = useTranslation('resources');
  return (
    <Dialog opened={resource !== null} onClose={onClose} title={t('move.title', { title: resource?.title ?? '' })} centered>
      {resource ? <MoveForm currentSectionId={currentSectionId} onCancel={onClose} onMove={onMove} /> : null}
    </Dialog>
  );
}

function MoveForm({ currentSectionId, onCancel, onMove }: { currentSectionId: string; onCancel: () => void; onMove: (sectionId: string) => void }) {
  const { t } = useTranslation('resources');
  const { data, loading } = useQuery(SECTION_CHOICES, { fetchPolicy: 'cache-and-network' });
  const [target, setTarget] = useState<string | null>(null);
  const others = (data?.resourceSections ?? []).filter((s) => s._id !== currentSectionId).map((s) => ({ value: s._id, label: s.title }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (target) onMove(target);
      }}
    >
      <Stack gap="md">
        <SelectField
          label={t('move.section')}
          data={others}
          value={target}
          onChange={setTarget}
          searchable
          nothingFoundMessage={loading ? t('library.loading') : t('move.noOther')}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!target}>
            {t('move.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
