import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '@seedbed/contracts/languages';
import type { Question, QuestionType } from '@seedbed/contracts/forms';
import type { CustomFieldGroup } from '../../profiles/useCustomFieldsMap';
import { TYPE_GROUPS, TYPE_ICONS } from './questionTypes';
import type { BuilderFlags } from './settings/TypeSettings';

interface AddQuestionMenuProps {
  flags: BuilderFlags;
  disabled?: boolean;
  onAdd: (type: QuestionType) => void;
  /** The organisation's custom fields of startups and people, offered as "Custom field" questions. */
  customFields?: readonly CustomFieldGroup[];
  onAddCustomField?: (field: Question) => void;
}

/** "Add question": every type the plan offers, grouped as people look for them, each with its icon. */
export function AddQuestionMenu({ flags, disabled, onAdd, customFields = [], onAddCustomField }: AddQuestionMenuProps) {
  const { t, i18n } = useTranslation('forms');
  const { t: tp } = useTranslation('profiles');
  const CustomIcon = TYPE_ICONS.custom_field;
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
          {onAddCustomField && customFields.some((group) => group.fields.length) ? (
            <>
              <Menu.Divider />
              {customFields
                .filter((group) => group.fields.length)
                .map((group) => (
                  <div key={group.entity}>
                    <Menu.Label>
                      {tp('builder.customField')} · {tp(`builder.customFieldsOf.${group.entity}`)}
                    </Menu.Label>
                    {group.fields.map((field) => (
                      <Menu.Item key={field._id} leftSection={<CustomIcon size={16} aria-hidden />} onClick={() => onAddCustomField(field)}>
                        <span dir="auto">{pickLabel(field.label, i18n.language) || field._id}</span>
                      </Menu.Item>
                    ))}
                  </div>
                ))}
            </>
          ) : null}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
