import Ajv, { type ErrorObject } from 'ajv';
import layoutSchema from '../../schemas/layout.schema.json';
import { routePaths } from '../../core/layout/routes';
import type { LayoutFile, LayoutNode } from '../../core/layout/types';

/** One problem found in a layout file. */
export interface LayoutIssue {
  /** File name as given by the caller, e.g. `layouts/chrome.json`. */
  file: string;
  /** JSON pointer of the offending value (`/regions/header/0/when`), `''` for the whole file. */
  pointer: string;
  message: string;
}

let compiled: ReturnType<Ajv['compile']> | null = null;

function schemaValidator(): ReturnType<Ajv['compile']> {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    compiled = ajv.compile(layoutSchema);
  }
  return compiled;
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    return `unknown property "${extra ?? ''}"`;
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return error.message ?? error.keyword;
}

function duplicateIds(nodes: readonly LayoutNode[], pointer: string, file: string, out: LayoutIssue[]): void {
  const seen = new Set<string>();
  nodes.forEach((node, index) => {
    if (seen.has(node.id)) {
      out.push({
        file,
        pointer: `${pointer}/${index}/id`,
        message: `duplicate node id "${node.id}" among siblings`,
      });
    }
    seen.add(node.id);
    if (node.children) duplicateIds(node.children, `${pointer}/${index}/children`, file, out);
  });
}

/** Checks the rules a JSON Schema cannot say: unique ids and paths, a default page that exists. */
function semanticIssues(data: LayoutFile, file: string): LayoutIssue[] {
  const out: LayoutIssue[] = [];
  if (data.kind === 'routes') {
    const seen = new Map<string, string>();
    data.routes.forEach((route, index) => {
      if (route.children) duplicateIds(route.children, `/routes/${index}/children`, file, out);
      for (const path of routePaths(route)) {
        const key = path.toLowerCase();
        const owner = seen.get(key);
        if (owner !== undefined) {
          out.push({
            file,
            pointer: `/routes/${index}`,
            message: `path "${path}" is also used by route "${owner}"`,
          });
        }
        seen.set(key, route.path);
      }
    });
  } else if (data.kind === 'chrome') {
    for (const [name, nodes] of Object.entries(data.regions))
      duplicateIds(nodes, `/regions/${name}`, file, out);
  } else {
    duplicateIds(data.pages, '/pages', file, out);
    if (!data.pages.some((page) => page.id === data.defaultPage)) {
      out.push({
        file,
        pointer: '/defaultPage',
        message: `default page "${data.defaultPage}" is not a page`,
      });
    }
  }
  return out;
}

/**
 * Validates one parsed layout file against schemas/layout.schema.json, then checks unique
 * sibling ids, unique route paths and aliases, and that a panel's default page exists.
 * Returns all issues (empty when valid); never throws for bad data.
 *
 * @param data parsed JSON of the file
 * @param file name used in the issues
 */
export function validateLayoutFile(data: unknown, file: string): LayoutIssue[] {
  const validate = schemaValidator();
  if (!validate(data)) {
    return (validate.errors ?? [])
      .filter((error) => error.keyword !== 'if')
      .map((error) => ({ file, pointer: error.instancePath, message: describe(error) }));
  }
  return semanticIssues(data as LayoutFile, file);
}
