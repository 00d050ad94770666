import { Radio, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useFiller } from '../fillerContext';
import { optionLabel } from '../labels';
import { QuestionGroup } from './common';
import type { AnswerInputProps } from './types';
import classes from './inputs.module.css';

const chosenIn = (value: unknown): Record<string, string> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {});

/**
 * matrix: one choice per row among the same columns. A table of radios (each row's radios share a
 * name, so arrow keys move along the row, and each names its row and column); on a phone each row
 * stacks its choices under it.
 */
export function MatrixAnswer(props: AnswerInputProps) {
  const { language } = useFiller();
  const phone = useMediaQuery('(max-width: 36em)');
  const rows = (props.question.rows ?? []).map((row) => ({ value: row.value, label: optionLabel(row, language) }));
  const columns = props.question.options.map((option) => ({ value: option.value, label: optionLabel(option, language) }));
  const chosen = chosenIn(props.value);
  const choose = (row: string, column: string) => {
    props.onChange({ ...chosen, [row]: column });
    props.onBlur();
  };
  const rowLabelId = (index: number) => `${props.inputId}-row-${index}`;

  if (phone) {
    return (
      <QuestionGroup props={props}>
        <Stack gap="md">
          {rows.map((row, index) => (
            <Radio.Group key={row.value} label={row.label} value={chosen[row.value] ?? null} onChange={(column) => choose(row.value, column)}>
              <Stack gap={6} mt={6}>
                {columns.map((column) => (
                  <Radio key={column.value} value={column.value} label={column.label} id={index === 0 && column === columns[0] ? props.inputId : undefined} />
                ))}
              </Stack>
            </Radio.Group>
          ))}
        </Stack>
      </QuestionGroup>
    );
  }
  return (
    <QuestionGroup props={props}>
      <div className={classes.tableScroll}>
        <Table withRowBorders verticalSpacing={6} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Td />
              {columns.map((column) => (
                <Table.Th key={column.value} className={classes.matrixCell} scope="col">
                  <Text size="sm" fw={500}>
                    {column.label}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.value}>
                <Table.Th scope="row" id={rowLabelId(index)} className={classes.matrixRowLabel}>
                  {row.label}
                </Table.Th>
                {columns.map((column, columnIndex) => (
                  <Table.Td key={column.value} className={classes.matrixCell}>
                    <Radio
                      id={index === 0 && columnIndex === 0 ? props.inputId : undefined}
                      name={`${props.inputId}-${row.value}`}
                      value={column.value}
                      checked={chosen[row.value] === column.value}
                      onChange={() => choose(row.value, column.value)}
                      aria-label={`${row.label}: ${column.label}`}
                      styles={{ body: { justifyContent: 'center' } }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </QuestionGroup>
  );
}
