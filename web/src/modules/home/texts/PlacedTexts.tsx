import { Typography } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { pickDashboardEntry } from '@seedbed/contracts/dashboard';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { directionOf } from '../../../app/i18n/language';
import { WidgetCard } from '../WidgetCard';
import { DASHBOARD_WIDGETS, type DashboardWidget } from './graphql';
import classes from '../home.module.css';
import { useWidgetSettled } from '../settling';

/** One text in the reader's language, else the organisation's, else English (then shown in its own language and direction). */
function PlacedText({ widget }: { widget: DashboardWidget }) {
  const { i18n } = useTranslation();
  const { incubator } = useTenant();
  const title = pickDashboardEntry(widget.title, i18n.language, incubator?.defaultLanguage);
  const body = pickDashboardEntry(widget.body, i18n.language, incubator?.defaultLanguage);
  if (!title && !body) return null;
  const language = body?.language ?? title?.language ?? i18n.language;
  const foreign = language !== i18n.language;
  return (
    <WidgetCard title={title?.value ?? ''} size="full" lang={foreign ? language : undefined} dir={foreign ? directionOf(language) : undefined}>
      {body ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores these texts sanitised (dashboard service) and nothing else writes them.
        <Typography className={classes.placedText} dangerouslySetInnerHTML={{ __html: body.value }} />
      ) : null}
    </WidgetCard>
  );
}

/**
 * The texts admins placed for the viewer's role (spec 3 §3 "Dashboard widgets: text"), one card
 * each, in the admins' order. None placed: nothing shows.
 */
export function PlacedTexts() {
  const { data, error } = useQuery(DASHBOARD_WIDGETS, { fetchPolicy: 'cache-and-network' });
  useWidgetSettled(Boolean(data || error));
  return (
    <>
      {(data?.dashboardWidgets ?? []).map((widget) => (
        <PlacedText key={widget._id} widget={widget} />
      ))}
    </>
  );
}
