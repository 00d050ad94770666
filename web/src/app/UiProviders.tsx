import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Center, DirectionProvider, Loader, MantineProvider, MantineThemeProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { directionOf } from './i18n/language';
import { createColorSchemeManager } from './preferences/colorSchemeManager';
import { ConfirmHost } from '../ui/feedback/confirm';
import { TOAST_AUTO_CLOSE_MS } from '../ui/feedback/timings';
import { cssVariablesResolver, theme, TOP_BAR_HEIGHT } from './theme';
import toasts from './toasts.module.css';

const colorSchemeManager = createColorSchemeManager();

/** Mantine follows the interface language's direction (right-to-left for Arabic). */
function DirectionFollowsLanguage({ i18n }: { i18n: I18n }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    const follow = (language: string) => setDirection(directionOf(language));
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, setDirection]);
  return null;
}

function Toasts() {
  const { dir } = useDirection();
  const { t } = useTranslation();
  // Every toast's close button says what it does, in the interface language.
  const named = useMemo(() => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } } } }), [t]);
  // Spec 1 §9: toasts dismiss themselves after 10 s; they slide in from the reading end, below the top bar.
  return (
    <MantineThemeProvider theme={named}>
      <Notifications
        autoClose={TOAST_AUTO_CLOSE_MS}
        position={dir === 'rtl' ? 'top-left' : 'top-right'}
        className={toasts.toasts}
        style={{ '--toasts-top-bar': `${TOP_BAR_HEIGHT}px` }}
      />
    </MantineThemeProvider>
  );
}

/** Translations, direction, theme (light/dark), toasts and the confirmation dialog: everything a screen needs to look right. */
export function UiProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection={false}>
        <DirectionFollowsLanguage i18n={i18n} />
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
          <Toasts />
          <ConfirmHost />
          <Suspense
            fallback={
              <Center mih="100vh">
                <Loader />
              </Center>
            }
          >
            {children}
          </Suspense>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
