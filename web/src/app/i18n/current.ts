import { DEFAULT_LANGUAGE } from '@seedbed/contracts/languages';
import { createValueStore } from '../store';

/** The interface language, readable by code outside React (request headers, websocket params). */
export const interfaceLanguage = createValueStore<string>(DEFAULT_LANGUAGE);
