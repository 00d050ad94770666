export * from './languages.ts';
export * from './roles.ts';
export * from './permissions.ts';
export * from './flags.ts';
export * from './menu.ts';
export * from './validation.ts';
export * from './docs.ts';
export * from './errors.ts';
