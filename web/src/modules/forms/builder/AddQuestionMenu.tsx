import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@seedbed/contracts/forms';
import { TYPE_GROUPS, TYPE_ICONS } from './questionTypes';
import type { BuilderFlags } from './settings/TypeSettings';

interface AddQuestionMenuProps {
  flags: BuilderFlags;
  disabled?: boolean;
  onAdd: (type: QuestionType) => void;
}

/** "Add question": every type the plan offers, grouped as people look for them, each with its icon. */
export function AddQuestionMenu({ flags, disabled, onAdd }: AddQuestionMenuProps) {
  const { t } = useTranslation('forms');
  return (
    <Menu position="bottom-start" width={260} withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} disabled={disabled} fullWidth>
          {t('builder.add.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah="min(70vh, 560px)" type="auto">
          {TYPE_GROUPS.map(({ group, types }) => (
            <div key={group}>
              <Menu.Label>{t(`builder.add.groups.${group}`)}</Menu.Label>
              {types
                .filter((type) => type !== 'video' || flags.qVideo)
                .map((type) => {
                  const Icon = TYPE_ICONS[type];
                  return (
                    <Menu.Item key={type} leftSection={<Icon size={16} aria-hidden />} onClick={() => onAdd(type)}>
                      {t(`builder.types.${type}`)}
                    </Menu.Item>
                  );
                })}
            </div>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
