import { useState, lazy, Suspense } from 'react';
import { Button, Divider, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EVALUATOR_ASSIGNMENT_MODES } from '@seedbed/contracts/applications';
import { EVALUATORS_PER_APPLICATION_MAX, FUNNEL_CRITERION_WEIGHT_MAX, REQUIRED_EVALUATIONS_MAX } from '@seedbed/contracts/funnel-page';
import { pickLabel } from '@seedbed/contracts/languages';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { fieldErrorsOf } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showSuccess } from '../../../ui/feedback/notify';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { CRITERIA_CHOICES, ROUND_FORM_CHOICES, UPDATE_ROUND, type FunnelData, type RoundData, type RoundInput } from '../graphql';
import { InstructionsMailButton } from './InstructionsMail';
import { ROUND_FORM_QUESTIONS } from './roundQueries';

// The date pickers (with dayjs's calendars) are downloaded when a round is first shown.
const DateTimeField = lazy(async () => ({ default: (await import('../../../ui/form/DateTimeField')).DateTimeField }));

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (iso: string | null) => (iso ? dayjs(iso).format(PICKER_FORMAT) : null);
const fromPicker = (value: string | null) => (value ? dayjs(value).toISOString() : null);

interface Values {
  name: string;
  formId: string | null;
  evaluationFormId: string | null;
  meeting: boolean;
  opensAt: string | null;
  closesAt: string | null;
  assignment: string;
  evaluatorsPerApplication: number;
  requiredEvaluations: number;
  selfAssignment: boolean;
  criteria: Array<{ tagId: string; weight: number }>;
  evaluatorIds: string[];
  hiddenQuestions: Record<string, string[]>;
  evaluationsVisibleTo: string[];
}

const valuesOf = (round: RoundData): Values => ({
  name: round.name,
  formId: round.formId,
  evaluationFormId: round.evaluationFormId,
  meeting: round.meeting,
  opensAt: toPicker(round.opensAt),
  closesAt: toPicker(round.closesAt),
  assignment: round.assignment,
  evaluatorsPerApplication: round.evaluatorsPerApplication,
  requiredEvaluations: round.requiredEvaluations,
  selfAssignment: round.selfAssignment,
  criteria: round.criteria.flatMap((c) => (c.tag ? [{ tagId: c.tag._id, weight: c.weight }] : [])),
  evaluatorIds: round.evaluators.map((u) => u._id),
  hiddenQuestions: Object.fromEntries(round.visibility.hiddenQuestions.map((h) => [h.questionId, h.roleTypes])),
  evaluationsVisibleTo: round.visibility.evaluationsVisibleTo,
});

/** A round's settings: its forms, dates, interview, evaluators and how they are assigned, criteria, visibility, instructions. */
export function RoundForm({ funnel, round }: { funnel: FunnelData; round: RoundData }) {
  const { t, i18n } = useTranslation('funnels');
  const { user } = useShellUser();
  const flags = user?.flags ?? {};
  const editable = funnel.viewerCan.edit;
  const [values, setValues] = useState(() => valuesOf(round));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const [update, updating] = useMutation(UPDATE_ROUND);
  const intake = useQuery(ROUND_FORM_CHOICES, { variables: { kind: 'intake' } }).data?.forms.results ?? [];
  const evaluation = useQuery(ROUND_FORM_CHOICES, { variables: { kind: 'evaluation' } }).data?.forms.results ?? [];
  const tags = useQuery(CRITERIA_CHOICES).data?.tags ?? [];
  const questions = useQuery(ROUND_FORM_QUESTIONS, { variables: { id: values.formId ?? '' }, skip: !values.formId || !flags.questionVisibility }).data?.form.questions ?? [];
  const formChoices = (forms: typeof intake, chosen: string | null) => [
    ...forms.filter((f) => f.currentVersion).map((f) => ({ value: f._id, label: pickLabel(f.title, i18n.language) || t('rounds.untitledForm') })),
    ...(chosen && !forms.some((f) => f._id === chosen) ? [{ value: chosen, label: t('rounds.unavailableForm') }] : []),
  ];
  const roleChoices = ROLE_TYPES.map((type) => ({ value: type, label: t(`common:roles.${type}`) }));
  const errorOf = (field: string) => errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

  const save = async () => {
    setErrors({});
    const data: RoundInput = {
      name: values.name,
      formId: values.formId,
      evaluationFormId: values.evaluationFormId,
      meeting: values.meeting,
      opensAt: fromPicker(values.opensAt),
      closesAt: fromPicker(values.closesAt),
      assignment: values.assignment as RoundInput['assignment'],
      evaluatorsPerApplication: values.evaluatorsPerApplication,
      requiredEvaluations: values.requiredEvaluations,
      selfAssignment: values.selfAssignment,
      criteria: values.criteria,
      evaluatorIds: values.evaluatorIds,
      ...(flags.questionVisibility ? { hiddenQuestions: Object.entries(values.hiddenQuestions).map(([questionId, roleTypes]) => ({ questionId, roleTypes })) } : {}),
      ...(flags.evaluationVisibility ? { evaluationsVisibleTo: values.evaluationsVisibleTo } : {}),
    };
    try {
      const answer = await update({ variables: { roundId: round._id, data } });
      if (answer.data) {
        setValues(valuesOf(answer.data.updateFunnelRound));
        showSuccess(t('builder.saved'));
      }
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };

  return (
    <Stack gap="md">
      <TextInput label={t('rounds.name')} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errorOf('name')} disabled={!editable} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('rounds.form')}
          description={t('rounds.formHelp')}
          data={formChoices(intake, values.formId)}
          value={values.formId}
          onChange={(v) => set('formId', v)}
          clearable
          searchable
          error={errorOf('formId')}
          disabled={!editable}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('rounds.evaluationForm')}
          description={t('rounds.evaluationFormHelp')}
          data={formChoices(evaluation, values.evaluationFormId)}
          value={values.evaluationFormId}
          onChange={(v) => set('evaluationFormId', v)}
          clearable
          searchable
          error={errorOf('evaluationFormId')}
          disabled={!editable}
          comboboxProps={{ withinPortal: true }}
        />
        <Suspense fallback={<Loader size="sm" />}>
          <DateTimeField clearable label={t('rounds.opensAt')} value={values.opensAt} onChange={(v) => set('opensAt', v)} error={errorOf('opensAt')} disabled={!editable} />
        </Suspense>
        <Suspense fallback={<Loader size="sm" />}>
          <DateTimeField clearable label={t('rounds.closesAt')} value={values.closesAt} onChange={(v) => set('closesAt', v)} error={errorOf('closesAt')} disabled={!editable} />
        </Suspense>
      </SimpleGrid>
      <Switch
        label={t('rounds.meeting')}
        description={t('rounds.meetingHelp')}
        checked={values.meeting}
        onChange={(e) => set('meeting', e.currentTarget.checked)}
        disabled={!editable}
      />
      <Divider label={t('rounds.evaluation')} labelPosition="left" />
      <PeopleMultiPicker
        label={t('rounds.evaluators')}
        description={t('rounds.evaluatorsHelp')}
        roleTypes={null}
        people={round.evaluators}
        value={values.evaluatorIds}
        onChange={(ids) => set('evaluatorIds', ids)}
        error={errorOf('evaluatorIds')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('rounds.assignment')}
          data={EVALUATOR_ASSIGNMENT_MODES.map((mode) => ({ value: mode, label: t(`rounds.assignments.${mode}`) }))}
          value={values.assignment}
          onChange={(v) => v && set('assignment', v)}
          allowDeselect={false}
          disabled={!editable}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('rounds.evaluatorsPerApplication')}
          min={1}
          max={EVALUATORS_PER_APPLICATION_MAX}
          value={values.evaluatorsPerApplication}
          onChange={(v) => set('evaluatorsPerApplication', Number(v) || 1)}
          error={errorOf('evaluatorsPerApplication')}
          disabled={!editable || values.assignment === 'manual'}
        />
        <NumberInput
          label={t('rounds.requiredEvaluations')}
          min={0}
          max={REQUIRED_EVALUATIONS_MAX}
          value={values.requiredEvaluations}
          onChange={(v) => set('requiredEvaluations', Number(v) || 0)}
          error={errorOf('requiredEvaluations')}
          disabled={!editable}
        />
      </SimpleGrid>
      <Switch
        label={t('rounds.selfAssignment')}
        description={t('rounds.selfAssignmentHelp')}
        checked={values.selfAssignment}
        onChange={(e) => set('selfAssignment', e.currentTarget.checked)}
        disabled={!editable}
      />
      <MultiSelect
        label={t('rounds.criteria')}
        description={t('rounds.criteriaHelp')}
        data={tags.map((tag) => ({ value: tag._id, label: tag.name }))}
        value={values.criteria.map((c) => c.tagId)}
        onChange={(ids) =>
          set(
            'criteria',
            ids.map((tagId) => values.criteria.find((c) => c.tagId === tagId) ?? { tagId, weight: 1 }),
          )
        }
        searchable
        error={errorOf('criteria')}
        disabled={!editable}
        comboboxProps={{ withinPortal: true }}
      />
      {values.criteria.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {values.criteria.map((criterion) => (
            <NumberInput
              key={criterion.tagId}
              label={t('rounds.weightOf', { name: tags.find((tag) => tag._id === criterion.tagId)?.name ?? '' })}
              min={1}
              max={FUNNEL_CRITERION_WEIGHT_MAX}
              value={criterion.weight}
              onChange={(v) =>
                set(
                  'criteria',
                  values.criteria.map((c) => (c.tagId === criterion.tagId ? { ...c, weight: Number(v) || 1 } : c)),
                )
              }
              disabled={!editable}
            />
          ))}
        </SimpleGrid>
      )}
      {(flags.questionVisibility || flags.evaluationVisibility) && <Divider label={t('rounds.visibility')} labelPosition="left" />}
      {flags.evaluationVisibility && (
        <MultiSelect
          label={t('rounds.evaluationsVisibleTo')}
          description={t('rounds.evaluationsVisibleToHelp')}
          data={roleChoices}
          value={values.evaluationsVisibleTo}
          onChange={(v) => set('evaluationsVisibleTo', v)}
          disabled={!editable}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {flags.questionVisibility && values.formId && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('rounds.hiddenQuestions')}
          </Text>
          {questions.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('rounds.noQuestions')}
            </Text>
          )}
          {questions.map((question) => (
            <MultiSelect
              key={question._id}
              label={pickLabel(question.label, i18n.language) || question._id}
              placeholder={t('rounds.hiddenFromNobody')}
              data={roleChoices}
              value={values.hiddenQuestions[question._id] ?? []}
              onChange={(v) => set('hiddenQuestions', { ...values.hiddenQuestions, [question._id]: v })}
              disabled={!editable}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" wrap="wrap">
        {editable ? <InstructionsMailButton funnelId={funnel._id} roundId={round._id} /> : <span />}
        {editable && (
          <Button onClick={() => void save()} loading={updating.loading}>
            {t('actions.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
