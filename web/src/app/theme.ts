import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { MODAL_TRANSITION_MS } from '../ui/feedback/timings';

/** The height of the signed-in top bar; toasts start below it so they never cover its buttons. */
export const TOP_BAR_HEIGHT = 56;

export const theme = createTheme({
  primaryColor: 'teal',
  // The darkest shade of each colour fills buttons and colours links: white on it, and it on
  // white, read at WCAG AA contrast (4.5:1) for every colour the interface fills with.
  primaryShade: 9,
  defaultRadius: 'md',
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans KR", "Helvetica Neue", Arial, sans-serif',
  // Spec 1 §9: modals close in 300 ms. Set by name, so the theme does not pull Modal into the first download.
  components: {
    Modal: { defaultProps: { transitionProps: { duration: MODAL_TRANSITION_MS } } },
    // A menu opens with its first entry focused, not an empty placeholder: role="menu" may hold only entries.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A loader is named ("Loading…"): a status may carry that name, a bare span may not.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Text colours that reach WCAG AA contrast (4.5:1) on the surfaces they sit on, in both schemes:
 * secondary text, placeholders and errors, the text of tinted badges and avatars (a colour's
 * darkest shade, darkened further, on its palest tint), and white on a hovered filled button.
 * Mantine's defaults read at 2–4:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const tinted = Object.keys(resolved.colors).flatMap((color) => [
    [`--mantine-color-${color}-light-color`, `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`],
    [`--mantine-color-${color}-outline`, `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`],
    [`--mantine-color-${color}-text`, `color-mix(in srgb, var(--mantine-color-${color}-9) 80%, black)`],
  ]);
  const tintedDark = Object.keys(resolved.colors)
    .filter((color) => color !== 'dark')
    .flatMap((color) => [
      [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-2)`],
      [`--mantine-color-${color}-outline`, `var(--mantine-color-${color}-3)`],
      [`--mantine-color-${color}-text`, `var(--mantine-color-${color}-3)`],
    ]);
  // A filled button darkens when hovered instead of Mantine's lighter shade 8, under which white text reads at 3.9:1.
  const filledHover = Object.keys(resolved.colors).map((color) => [`--mantine-color-${color}-filled-hover`, `color-mix(in srgb, var(--mantine-color-${color}-9) 85%, black)`]);
  return {
    variables: {},
    light: {
      ...Object.fromEntries(tinted),
      ...Object.fromEntries(filledHover),
      '--mantine-color-dimmed': '#5c636a',
      '--mantine-color-placeholder': '#6b7177',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {
      ...Object.fromEntries(tintedDark),
      ...Object.fromEntries(filledHover),
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
      '--mantine-color-anchor': 'var(--mantine-color-teal-3)',
    },
  };
};
