import { createTheme } from '@mantine/core';
import { MODAL_TRANSITION_MS } from '../ui/feedback/timings';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans KR", "Helvetica Neue", Arial, sans-serif',
  // Spec 1 §9: modals close in 300 ms. Set by name, so the theme does not pull Modal into the first download.
  components: {
    Modal: { defaultProps: { transitionProps: { duration: MODAL_TRANSITION_MS } } },
  },
});
