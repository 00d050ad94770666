import type { TFunction } from 'i18next';
import { STARTUP_STAGES, type StartupStage } from '@seedbed/contracts/startups';

export const isStage = (value: unknown): value is StartupStage => typeof value === 'string' && (STARTUP_STAGES as readonly string[]).includes(value);

/** The stages in their order, named in the interface language (`t` reads the startups namespace). */
export function stageOptions(t: TFunction): Array<{ value: StartupStage; label: string }> {
  return STARTUP_STAGES.map((stage) => ({ value: stage, label: t(`startups:stages.${stage}`) }));
}

/** A stage's name; a value the catalogue does not know is shown as stored. */
export function stageLabel(t: TFunction, stage: string | null | undefined): string | null {
  if (!stage) return null;
  return isStage(stage) ? t(`startups:stages.${stage}`) : stage;
}
