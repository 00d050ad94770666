import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ko';
import 'dayjs/locale/pt';
import 'dayjs/locale/tr';
import 'dayjs/locale/uk';

/** The date pickers' month and day names follow the interface language (dayjs locales loaded above). */
export const datesLocale = (language: string) => language.slice(0, 2);
