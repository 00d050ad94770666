import { Input, Rating, SegmentedControl, Text } from '@mantine/core';
import { scaleOf } from '@seedbed/contracts/forms-answers';
import { useFiller } from '../fillerContext';
import { textIn } from '../labels';
import { describedBy, descriptionIdOf, errorIdOf, inputFrame, labelIdOf } from './common';
import { NumberField } from './NumberField';
import type { AnswerInputProps } from './types';
import classes from './inputs.module.css';

/** Beyond this many points a row of segments no longer fits a phone: the scale is typed instead. */
const SEGMENTS_MAX = 11;

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, index) => String(min + index));

function Wrapper({ props, children }: { props: AnswerInputProps; children: React.ReactNode }) {
  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.required}
      labelElement="div"
      labelProps={{ id: labelIdOf(props.inputId) }}
      descriptionProps={{ id: descriptionIdOf(props.inputId) }}
      errorProps={{ id: errorIdOf(props.inputId) }}
    >
      <div style={{ marginBlock: 4 }}>{children}</div>
    </Input.Wrapper>
  );
}

function Ends({ start, end }: { start?: string; end?: string }) {
  if (!start && !end) return null;
  return (
    <div className={classes.scaleEnds} aria-hidden>
      <Text size="xs" c="dimmed">
        {start}
      </Text>
      <Text size="xs" c="dimmed" ta="end">
        {end}
      </Text>
    </div>
  );
}

/** One choice among consecutive numbers, as a row of segments (arrow keys move along it). */
function Segments({ props, min, max, start, end }: { props: AnswerInputProps; min: number; max: number; start?: string; end?: string }) {
  const value = typeof props.value === 'number' ? String(props.value) : '';
  return (
    <Wrapper props={props}>
      <SegmentedControl
        id={props.inputId}
        fullWidth
        size="sm"
        // Eleven points fit a phone's width only without the segments' side padding.
        styles={max - min >= 7 ? { label: { paddingInline: 0 } } : undefined}
        data={range(min, max)}
        value={value}
        onChange={(next) => {
          props.onChange(Number(next));
          props.onBlur();
        }}
        aria-labelledby={labelIdOf(props.inputId)}
        aria-describedby={[start || end ? `${props.inputId}-ends` : null, describedBy(props)].filter(Boolean).join(' ') || undefined}
      />
      <span id={`${props.inputId}-ends`} hidden>
        {[start && `${min}: ${start}`, end && `${max}: ${end}`].filter(Boolean).join(', ')}
      </span>
      <Ends start={start} end={end} />
    </Wrapper>
  );
}

/** number_scale: a point on the question's scale, its ends labelled. */
export function ScaleAnswer(props: AnswerInputProps) {
  const { language } = useFiller();
  const { min, max } = scaleOf(props.question);
  const start = textIn(props.question.scale?.minLabel, language) || undefined;
  const end = textIn(props.question.scale?.maxLabel, language) || undefined;
  if (max - min + 1 <= SEGMENTS_MAX) return <Segments props={props} min={min} max={max} start={start} end={end} />;
  return (
    <NumberField
      {...inputFrame({ ...props, description: [props.description, start && `${min}: ${start}`, end && `${max}: ${end}`].filter(Boolean).join(' · ') || undefined })}
      dir="ltr"
      min={min}
      max={max}
      allowDecimal={false}
      value={typeof props.value === 'number' || typeof props.value === 'string' ? props.value : ''}
      onChange={(next) => props.onChange(next === '' ? null : next)}
      onBlur={props.onBlur}
    />
  );
}

/** nps: how likely the person is to recommend, from 0 to 10. */
export function NpsAnswer(props: AnswerInputProps) {
  const { t } = useFiller();
  return <Segments props={props} min={0} max={10} start={t('forms:renderer.notLikely')} end={t('forms:renderer.veryLikely')} />;
}

/** rating: stars from 1 to the scale's top. */
export function RatingAnswer(props: AnswerInputProps) {
  const { max } = scaleOf(props.question);
  return (
    <Wrapper props={props}>
      <Rating
        id={props.inputId}
        count={max}
        size="lg"
        value={typeof props.value === 'number' ? props.value : 0}
        onChange={(next) => {
          props.onChange(next || null);
          props.onBlur();
        }}
        aria-labelledby={labelIdOf(props.inputId)}
        aria-describedby={describedBy(props)}
      />
    </Wrapper>
  );
}
