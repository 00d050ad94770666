export * from './incubators.ts';
export * from './roles.ts';
export * from './users.ts';
export * from './programs.ts';
export * from './platform.ts';
export * from './layout.ts';
export * from './docs.ts';
export * from './tasks.ts';
