import { describe, expect, it } from 'vitest';
import { chromeFile, routesFile } from '../layout/files';
import { panelFiles } from '../layout/panel-files';
import { collectComponentIds } from '../../core/layout/resolve';
import { featureRegistries, mergeRegistries, registry } from './registry-entries';

function idsUsedByLayouts(): Set<string> {
  const ids = new Set<string>([routesFile.notFound]);
  for (const route of routesFile.routes) {
    ids.add(route.page);
    collectComponentIds(route.children ?? [], ids);
  }
  for (const nodes of Object.values(chromeFile.regions)) collectComponentIds(nodes, ids);
  for (const panel of Object.values(panelFiles)) collectComponentIds(panel.pages, ids);
  return ids;
}

describe('component registry', () => {
  it('registers every component id the layout files use', () => {
    const missing = [...idsUsedByLayouts()].filter((id) => !(id in registry));
    expect(missing).toEqual([]);
  });

  it('registers the ids other parts rely on', () => {
    for (const id of ['auth.modalHost', 'auth.registerPage', 'shell.header', 'shell.centrePanel']) {
      expect(registry[id], id).toBeDefined();
    }
  });

  it('registers no id twice across the features', () => {
    const owners = new Map<string, string[]>();
    for (const [feature, entries] of Object.entries(featureRegistries)) {
      for (const id of Object.keys(entries)) owners.set(id, [...(owners.get(id) ?? []), feature]);
    }
    const twice = [...owners].filter(([, features]) => features.length > 1);
    expect(twice).toEqual([]);
    expect(Object.keys(registry)).toHaveLength(owners.size);
  });

  it('refuses to merge two registrations of one id', () => {
    const Stub = () => null;
    expect(() => mergeRegistries({ a: { 'x.one': Stub }, b: { 'x.one': Stub } })).toThrow(
      /"x\.one" is registered by both a and b/,
    );
  });
});
