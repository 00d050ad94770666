/**
 * A saved view's name, apart from the lists' filter shapes (saved-views.ts): the web's "save view"
 * dialog checks the name alone and should not download every list's filters to do it.
 */
import { z } from './zod.ts';

export const SAVED_VIEW_NAME_MAX_LENGTH = 80;

export const viewName = () => z.string('validation.required').trim().min(1, 'validation.required').max(SAVED_VIEW_NAME_MAX_LENGTH, 'validation.maxLength');

/** The web's "save view" dialog: the name as the server checks it. */
export const savedViewNameSchema = z.object({ name: viewName() });
