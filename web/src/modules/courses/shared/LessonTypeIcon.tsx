import type { ComponentType } from 'react';
import { IconClipboardText, IconFileText, IconForms, IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { LessonType } from '@seedbed/contracts/courses';

const ICONS: Record<LessonType, ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>> = {
  ARTICLE: IconFileText,
  ASSIGNMENT: IconClipboardText,
  QUIZ: IconListCheck,
  SUBMISSION: IconForms,
  VIDEO: IconPlayerPlay,
};

/** A lesson type's name ("Video", "Quiz"), whichever namespace the caller's `t` reads first. */
export const lessonTypeLabel = (t: TFunction, type: LessonType): string => t(`courses:lessonTypes.${type}`);

/**
 * A lesson type's icon. Decorative by default (the type's name is written beside it); with `label`
 * it is named for screen readers, for places that show the icon alone.
 */
export function LessonTypeIcon({ type, size = 18, label }: { type: LessonType; size?: number; label?: string }) {
  const Icon = ICONS[type] ?? IconFileText;
  if (!label) return <Icon size={size} stroke={1.6} aria-hidden />;
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      <Icon size={size} stroke={1.6} aria-hidden />
    </span>
  );
}
