import type { Feature, HomeWidget, ShellUser } from '../../app/features/types';

/** The widgets the features declare that this person sees, in their order on the home page. */
export function homeWidgetsFor(features: readonly Feature[], user: ShellUser): HomeWidget[] {
  return features
    .flatMap((feature) => feature.homeWidgets ?? [])
    .filter((widget) => widget.visible(user))
    .sort((a, b) => a.order - b.order);
}
