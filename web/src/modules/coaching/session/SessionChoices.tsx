import { useMemo } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '@seedbed/contracts/languages';
import { SESSION_EVALUATION_FORMS, SESSION_TOPIC_CHOICES } from './graphql';

/** The session's topics, from the tags of the categories the viewer may read; nothing shows when there are none. */
export function TopicsField({
  value,
  onChange,
  error,
  known,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  known: ReadonlyArray<{ _id: string; name: string }>;
}) {
  const { t } = useTranslation('coaching');
  const { data } = useQuery(SESSION_TOPIC_CHOICES, { errorPolicy: 'all', fetchPolicy: 'cache-first' });
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const tag of [...(data?.mentor ?? []), ...(data?.skills ?? []), ...(data?.other ?? []), ...known]) if (tag) seen.set(tag._id, tag.name);
    return [...seen].map(([id, name]) => ({ value: id, label: name }));
  }, [data, known]);
  if (!options.length) return null;
  return <MultiSelect label={t('fields.topicIds')} data={options} value={value} onChange={onChange} error={error} searchable clearable comboboxProps={{ withinPortal: true }} />;
}

/** The evaluation form answered after the session: a published form of kind 'evaluation'; shown to those who manage forms. */
export function EvaluationFormField({ value, onChange, error }: { value: string | null; onChange: (id: string | null) => void; error?: string }) {
  const { t, i18n } = useTranslation('coaching');
  const { data } = useQuery(SESSION_EVALUATION_FORMS, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const options = (data?.forms?.results ?? []).filter((form) => form.currentVersion).map((form) => ({ value: form._id, label: pickLabel(form.title, i18n.language) ?? '' }));
  if (!options.length) return null;
  return (
    <Select
      label={t('fields.evaluationFormId')}
      description={t('dialog.evaluationHint')}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
