import type { ReactNode } from 'react';
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { type Question, type QuestionOption, writeInKey } from '@seedbed/contracts/forms';
import { ADDRESS_KEYS, scaleOf, tableRowLimits } from '@seedbed/contracts/forms-answers';
import { useFiller } from '../fillerContext';
import { optionLabel, textIn } from '../labels';
import classes from './print.module.css';

/** Blank lines to write an answer on by hand. */
function Lines({ count = 1 }: { count?: number }) {
  return (
    <Stack gap={0} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.line} />
      ))}
    </Stack>
  );
}

/** A box to tick (several answers) or a circle to fill (one answer), shown ticked when chosen. */
function Mark({ chosen, round }: { chosen: boolean; round: boolean }) {
  return <span className={`${classes.mark} ${round ? classes.round : ''} ${chosen ? classes.chosen : ''}`} aria-hidden />;
}

function Answer({ children }: { children: ReactNode }) {
  return (
    <Text className={classes.answer} dir="auto">
      {children}
    </Text>
  );
}

const chosenSet = (value: unknown) => new Set(Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);

function OptionList({ options, value, round, writeIn, depth = 0 }: { options: readonly QuestionOption[]; value: unknown; round: boolean; writeIn?: string; depth?: number }) {
  const { language, t } = useFiller();
  const chosen = chosenSet(value);
  return (
    <Stack gap={4} component="ul" className={classes.options} style={{ paddingInlineStart: depth ? 20 : 0 }}>
      {options.map((option) => (
        <li key={option.value}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Mark chosen={chosen.has(option.value)} round={round} />
            <Text size="sm" span>
              {optionLabel(option, language)}
              {chosen.has(option.value) ? <span className={classes.visuallyHidden}> ({t('forms:print.chosen')})</span> : null}
            </Text>
            {option.isWriteIn ? chosen.has(option.value) && writeIn ? <Answer>{writeIn}</Answer> : <div className={classes.inlineLine} aria-hidden /> : null}
          </Group>
          {option.children?.length ? <OptionList options={option.children} value={value} round={round} writeIn={writeIn} depth={depth + 1} /> : null}
        </li>
      ))}
    </Stack>
  );
}

function Scale({ min, max, value, ends }: { min: number; max: number; value: unknown; ends?: [string | undefined, string | undefined] }) {
  const points = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="wrap">
        {points.map((point) => (
          <span key={point} className={`${classes.point} ${value === point ? classes.pointChosen : ''}`}>
            {point}
          </span>
        ))}
      </Group>
      {ends && (ends[0] || ends[1]) ? (
        <Group justify="space-between" maw={points.length * 36}>
          <Text size="xs">{ends[0]}</Text>
          <Text size="xs">{ends[1]}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

function formattedDay(value: string, language: string) {
  const [year, month, day] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * A question as printed: every option visible (circles and boxes rather than dropdowns), empty
 * lines where a blank form is written on by hand, the answers where it is printed with them.
 */
export function PrintAnswer({ question, value, answers, computed }: { question: Question; value: unknown; answers: Readonly<Record<string, unknown>>; computed?: number | null }) {
  const { language, t } = useFiller();
  const blank = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  const writeIn = typeof answers[writeInKey(question._id)] === 'string' ? (answers[writeInKey(question._id)] as string) : undefined;

  switch (question.questionType) {
    case 'select_radio':
    case 'select_dropdown':
    case 'tree_single':
      return <OptionList options={question.options} value={value} round writeIn={writeIn} />;
    case 'select_checkbox':
    case 'select_multi_dropdown':
    case 'tree_multi':
      return <OptionList options={question.options} value={value} round={false} writeIn={writeIn} />;
    case 'number_scale': {
      const { min, max } = scaleOf(question);
      return <Scale min={min} max={max} value={value} ends={[textIn(question.scale?.minLabel, language), textIn(question.scale?.maxLabel, language)]} />;
    }
    case 'nps':
      return <Scale min={0} max={10} value={value} ends={[t('forms:renderer.notLikely'), t('forms:renderer.veryLikely')]} />;
    case 'rating': {
      const { max } = scaleOf(question);
      return <Scale min={1} max={max} value={value} />;
    }
    case 'ranking': {
      const order = Array.isArray(value) ? (value as string[]) : [];
      const byValue = new Map(question.options.map((option) => [option.value, option]));
      const listed = order.length ? order.map((item) => byValue.get(item)).filter((option): option is QuestionOption => !!option) : question.options;
      return (
        <Stack gap={4} component="ol" className={classes.options}>
          {listed.map((option, index) => (
            <Group key={option.value} component="li" gap="xs" wrap="nowrap">
              <span className={classes.point}>{order.length ? index + 1 : ''}</span>
              <Text size="sm">{optionLabel(option, language)}</Text>
            </Group>
          ))}
        </Stack>
      );
    }
    case 'matrix': {
      const chosen = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
      return (
        <Table className={classes.table} withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Td />
              {question.options.map((option) => (
                <Table.Th key={option.value} ta="center">
                  {optionLabel(option, language)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(question.rows ?? []).map((row) => (
              <Table.Tr key={row.value}>
                <Table.Th scope="row" fw="normal">
                  {optionLabel(row, language)}
                </Table.Th>
                {question.options.map((option) => (
                  <Table.Td key={option.value} ta="center">
                    <Mark chosen={chosen[row.value] === option.value} round />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    }
    case 'table': {
      const rows = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
      const { min, max } = tableRowLimits(question);
      const count = rows.length || (question.userAddRow ? Math.min(Math.max(min, 3), max) : max);
      const columns = question.columns ?? [];
      return (
        <Table className={classes.table} withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.id}>{textIn(column.labels, language) || column.id}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: count }, (_, index) => (
              <Table.Tr key={index} className={classes.tableRow}>
                {columns.map((column) => {
                  const cell = rows[index]?.[column.id];
                  const option = column.type === 'select' ? column.options?.find((candidate) => candidate.value === cell) : undefined;
                  const shown = option ? optionLabel(option, language) : column.type === 'date' && typeof cell === 'string' && cell ? formattedDay(cell, language) : (cell ?? '');
                  return <Table.Td key={column.id}>{String(shown)}</Table.Td>;
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    }
    case 'consent':
      return (
        <Group gap="xs" wrap="nowrap">
          <Mark chosen={value === true} round={false} />
          <Text size="sm">{t('forms:print.agreed')}</Text>
        </Group>
      );
    case 'address': {
      const parts = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
      return (
        <Stack gap={6}>
          {ADDRESS_KEYS.map((key) => (
            <Box key={key}>
              <Text size="xs">{t(`forms:renderer.address.${key}`)}</Text>
              {parts[key] ? <Answer>{parts[key]}</Answer> : <Lines />}
            </Box>
          ))}
        </Stack>
      );
    }
    case 'calculated':
      return typeof computed === 'number' ? <Answer>{new Intl.NumberFormat(language, { maximumFractionDigits: 10 }).format(computed)}</Answer> : <Lines />;
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? <Answer>{formattedDay(value, language)}</Answer> : <Lines />;
    case 'number':
    case 'currency':
      return typeof value === 'number' ? <Answer>{new Intl.NumberFormat(language, { maximumFractionDigits: 10 }).format(value)}</Answer> : <Lines />;
    case 'file':
    case 'video':
      if (typeof value === 'string' && value) return <Answer>{value}</Answer>;
      return blank ? <Lines /> : <Answer>{t('forms:print.filesAttached', { count: Array.isArray(value) ? value.length : 0 })}</Answer>;
    case 'signature':
      return (
        <Group gap="xl" align="flex-end" wrap="wrap">
          <Box miw={240} flex={1}>
            {blank ? <Lines /> : <Answer>{String(value)}</Answer>}
            <Text size="xs">{t('forms:print.signature')}</Text>
          </Box>
          <Box w={160}>
            <Lines />
            <Text size="xs">{t('forms:print.date')}</Text>
          </Box>
        </Group>
      );
    case 'text_long':
      return blank ? <Lines count={4} /> : <Answer>{String(value)}</Answer>;
    default:
      return blank ? <Lines /> : <Answer>{String(value)}</Answer>;
  }
}
