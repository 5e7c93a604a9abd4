import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * Whether what a route sees as `app.services` carries the repositories: `false` is the only value
 * the typecheck (`tsc -b`) accepts below while it does not, so routes call services only.
 */
type RoutesReachRepositories = 'repos' extends keyof FastifyInstance['services'] ? true : false;

const ROUTES = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('routes handle HTTP only', () => {
  it('cannot reach the repositories through app.services (checked by the typecheck)', () => {
    const reach: RoutesReachRepositories = false;
    expect(reach).toBe(false);
  });

  it('import no repository and no service container, and never reach for repositories', () => {
    const offenders = sources(ROUTES).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /from '[./]*\/repositories\/|from '[./]*\/services\/container\.ts'|\.repos\b/.test(text);
    });
    expect(offenders.map((file) => relative(ROUTES, file))).toEqual([]);
  });

  it('keep every /dev/* route in routes/dev/', () => {
    const offenders = sources(ROUTES).filter(
      (file) => !relative(ROUTES, file).startsWith('dev/') && /['"`]\/dev\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(ROUTES, file))).toEqual([]);
  });
});
