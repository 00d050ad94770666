import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@seedbed/contracts/flags';
import { declareDeliveries, listedFlags, listedNotificationGroups, listedPermissions, unknownDeliveries } from '../core/deliveries.ts';
import { serverModules } from '../modules/index.ts';
import { registerModuleDeclarations } from './modules.ts';

describe('what the modules deliver', () => {
  it('names only flags, permission keys and notification types of the registries', () => {
    const unknown = serverModules.flatMap((module) => unknownDeliveries(module.delivers ?? {}).map((name) => `${module.name}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it('names each thing in one module only, the one that delivers it', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const module of serverModules) {
      const { flags = [], permissions = [], notificationTypes = [] } = module.delivers ?? {};
      for (const name of [...flags, ...permissions, ...notificationTypes]) {
        if (seen.has(name)) twice.push(`${name}: ${seen.get(name)} and ${module.name}`);
        seen.set(name, module.name);
      }
    }
    expect(twice).toEqual([]);
  });

  it('refuses to assemble a module that names something no registry holds, and lists none of it', () => {
    registerModuleDeclarations();
    const rockets = { flags: ['warpDrive'], permissions: ['ROCKET:LAUNCH', 'TASK/TASK:DELETE'], notificationTypes: ['liftOff'] } as never;
    expect(() => declareDeliveries('rockets', rockets)).toThrow(
      'Module rockets declares what no registry holds: flag warpDrive, permission ROCKET:LAUNCH, notification type liftOff',
    );
    expect(listedFlags()).not.toContain('warpDrive');
    expect(listedPermissions()).not.toContain('ROCKET:LAUNCH');
  });

  it('are assembled into the lists the screens show', () => {
    registerModuleDeclarations();
    // Every delivered flag once, in the catalogue's order, whichever module delivers it.
    const delivered = new Set(serverModules.flatMap((module) => module.delivers?.flags ?? []));
    expect(listedFlags()).toEqual(FEATURE_FLAGS.filter((flag) => delivered.has(flag)));
    expect(listedFlags()).toEqual(expect.arrayContaining(['activityFeed', 'editIndustries', 'hidePoweredBy', 'customDomainsManagement', 'customRoles', 'startupDocuments']));
    expect(listedPermissions()).toContain('TASK/TASK:DELETE');
    expect(listedPermissions()).not.toContain('APPLICATION_FLOW:VIEW');
    expect(listedNotificationGroups()).toEqual(['meetings', 'comments', 'metrics', 'applications', 'community', 'tasks', 'account', 'feedback', 'events', 'courses']);
  });
});
