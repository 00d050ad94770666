import { foreignKey, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { incubators, type LanguageValue } from './incubators.ts';

export interface LayoutCustomizationData {
  background: { color: string | null; imageUrl: string | null };
  header: { isVisible: boolean; height: number };
  content: { columnWidth: number; columns: number };
  footer: { isVisible: boolean; height: number };
  logo: { type: 'REVERSE' | 'DEFAULT'; position: 'LEFT' | 'CENTER' | 'RIGHT'; height: number };
  customText: { description: LanguageValue[]; footer: LanguageValue[] };
  colors: {
    widgetBackgroundColor: string;
    panelBackgroundColor: string;
    primaryButtonBackgroundColor: string;
    primaryButtonTextColor: string;
    linkColor: string;
    textColor: string;
    headingColor: string;
    headerTextColor: string;
  };
}

/** Layout of the login and apply screens, one row per screen. */
export const layoutCustomizations = pgTable(
  'layout_customizations',
  {
    incubatorId: uuid('incubator_id').notNull(),
    screen: text('screen').notNull(),
    data: jsonb('data').$type<LayoutCustomizationData>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.screen] }), foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade')],
);
