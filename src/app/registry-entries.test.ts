import { describe, expect, it } from 'vitest';
import { chromeFile, panelFiles, routesFile } from '../layout/files';
import { collectComponentIds } from '../../core/layout/resolve';
import { registry } from './registry-entries';

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
    for (const id of [
      'auth.modalHost',
      'auth.registerPage',
      'shell.header',
      'shell.centrePanel',
      'page.comingSoon',
    ]) {
      expect(registry[id], id).toBeDefined();
    }
  });
});
